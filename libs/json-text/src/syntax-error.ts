import { ToolInputError } from '@handy-tools/ui/kit';
import { describeFound, lineColumn, offsetOfLfLineColumn } from './text-position.js';

/**
 * A syntax error at a place of a text, for users: `Line 3, column 5: <problem>.`
 *
 * @param text - the whole text (the line and column are counted in it; see {@link lineColumn}).
 * @param position - 0-based UTF-16 offset of the problem in `text`.
 * @param problem - what is wrong there, without a final period, e.g. `unexpected '}'`.
 * @param cause - the library error behind it, if any.
 * @returns a ToolInputError with `line`, `column` (1-based; columns count code points) and `position` set.
 */
export function syntaxErrorAt(text: string, position: number, problem: string, cause?: unknown): ToolInputError {
  const { line, column } = lineColumn(text, position);
  return new ToolInputError(`Line ${line}, column ${column}: ${problem}.`, { line, column, position, cause });
}

/** Where the `json5` library's parser stopped, and why, in words for users. */
export interface Json5ErrorPlace {
  /** 0-based UTF-16 offset in the parsed text. */
  position: number;
  /**
   * What went wrong there: `unexpected end of the input`, `invalid character in a name`, or
   * `unexpected <what was found> (not valid <accepted> here)`, e.g.
   * `unexpected '}' (not valid JSON5 here)`, `unexpected line break (not valid JSON5 here)`.
   */
  problem: string;
}

/**
 * Reads where and why the `json5` library's `parse` failed. The library reports a 1-based line
 * (LF-separated) and a column in UTF-16 code units, and a line break it did not expect as
 * column 0 of the next line; this turns that into an offset of the text.
 *
 * @param text - the text that was given to `JSON5.parse`.
 * @param error - what `JSON5.parse` threw.
 * @param accepted - what the input may be, for the message (default `JSON5`; e.g. `JSON or JSON5`
 *   where strict JSON was tried first).
 * @returns the offset and the problem, or null when `error` is not one of the library's syntax
 *   errors (a RangeError for a too deep nesting, say).
 * @see https://spec.json5.org/ and https://github.com/json5/json5 (its SyntaxError carries
 *   `lineNumber` and `columnNumber`).
 */
export function locateJson5Error(text: string, error: unknown, accepted = 'JSON5'): Json5ErrorPlace | null {
  if (!(error instanceof SyntaxError)) return null;
  const { lineNumber, columnNumber } = error as SyntaxError & { lineNumber?: unknown; columnNumber?: unknown };
  if (typeof lineNumber !== 'number' || typeof columnNumber !== 'number') return null;
  let position = offsetOfLfLineColumn(text, lineNumber, Math.max(columnNumber, 1));
  if (columnNumber < 1 && lineNumber > 1) {
    // The line break that ended the line before (its CR, in a CRLF).
    position = Math.max(0, position - 1);
    if (position > 0 && text.charCodeAt(position - 1) === 0x0d) position--;
  }
  let problem: string;
  if (/invalid end of input/.test(error.message)) problem = 'unexpected end of the input';
  else if (/invalid identifier character/.test(error.message)) problem = 'invalid character in a name';
  else problem = `unexpected ${describeFound(text, position)} (not valid ${accepted} here)`;
  return { position, problem };
}
