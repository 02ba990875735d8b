import { ToolInputError } from '@handy-tools/ui/kit';

/** How a list's items are separated: line breaks only, or line breaks and a character or custom text. */
export type ListSeparator = 'newline' | 'comma' | 'semicolon' | 'tab' | 'space' | 'custom';

/** The separators, in the order the tools offer them. */
export const LIST_SEPARATORS = ['newline', 'comma', 'semicolon', 'tab', 'space', 'custom'] as const satisfies readonly ListSeparator[];

const SEPARATOR_TEXT: Record<Exclude<ListSeparator, 'custom'>, string> = { newline: '\n', comma: ',', semicolon: ';', tab: '\t', space: ' ' };

/**
 * Reads the escapes `\n`, `\t`, `\r` and `\\` in a separator typed in a one-line field.
 *
 * @param text - the typed separator, e.g. `\n---\n`.
 * @returns the separator with its escapes replaced (other backslashes are kept).
 */
export function unescapeSeparator(text: string): string {
  return text.replace(/\\([ntr\\])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c === 'r' ? '\r' : '\\'));
}

/**
 * The text a separator stands for.
 *
 * @param separator - a {@link ListSeparator}.
 * @param custom - the custom separator (with `\n`, `\t` escapes) when `separator` is `custom`.
 * @returns the separator's text.
 */
export function separatorText(separator: ListSeparator, custom: string): string {
  return separator === 'custom' ? unescapeSeparator(custom) : SEPARATOR_TEXT[separator];
}

/**
 * Splits a list into items: at every line break (CRLF, LF or CR) and, unless `separator` is
 * `newline`, at every occurrence of the separator too.
 *
 * @param text - the list.
 * @param separator - a {@link ListSeparator}.
 * @param custom - the custom separator when `separator` is `custom` (escapes `\n`, `\t` read).
 * @returns the items, untrimmed, empty ones included (an empty text gives no item).
 * @throws ToolInputError when the custom separator is empty.
 */
export function splitList(text: string, separator: ListSeparator, custom = ''): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/);
  if (separator === 'newline') return lines;
  const sep = separatorText(separator, custom);
  if (sep === '') throw new ToolInputError('Separator: enter the text that separates the items.');
  return lines.flatMap((line) => line.split(sep));
}
