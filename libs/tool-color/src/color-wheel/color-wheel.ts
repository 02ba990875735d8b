import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * TODO: the tool's logic. Replace this example (it reverses the characters of a text).
 *
 * @param input - the text to transform.
 * @returns the transformed text.
 * @throws ToolInputError when the input is empty.
 * @see TODO: the RFC or specification this follows.
 */
export function colorWheel(input: string): string {
  if (input.length === 0) throw new ToolInputError('Enter some text.');
  return Array.from(input).reverse().join('');
}
