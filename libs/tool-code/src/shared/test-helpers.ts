import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Reads a sample file of `shared/samples/` (tests only).
 *
 * @param name - the file name.
 * @returns its text.
 */
export function sample(name: string): string {
  return readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
}

/**
 * The asynchronous twin of `fuzzToolFunction` (@handy-tools/ui/testing): arbitrary, unicode and
 * code-like text; anything thrown but a `ToolInputError` with a message fails.
 *
 * @param fn - the async logic function.
 * @param runs - how many inputs.
 */
export async function fuzzAsyncToolFunction(fn: (input: string) => Promise<unknown>, runs = 60): Promise<void> {
  const codeish = fc
    .array(
      fc.constantFrom(
        '{',
        '}',
        '(',
        ')',
        '<',
        '>',
        '/',
        '*',
        '"',
        "'",
        '`',
        ';',
        ':',
        '=',
        ' ',
        '\n',
        'a',
        '1',
        '@',
        '#',
        '$',
        '.',
        '-',
        '<!--',
        '</',
        'é',
        '\u0000',
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join(''));
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), codeish), async (input) => {
      try {
        await fn(input);
      } catch (error) {
        if (!(error instanceof ToolInputError)) throw new Error(`Not a ToolInputError: ${String(error)}`, { cause: error });
        expect(error.message.length).toBeGreaterThan(0);
      }
    }),
    { numRuns: runs },
  );
}
