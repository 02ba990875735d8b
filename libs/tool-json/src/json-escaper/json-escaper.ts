import { ToolInputError } from '@handy-tools/ui/kit';
import { diagnoseJson } from '../shared/json-syntax.js';
import { lineColumn } from '@handy-tools/json-text';

/** Options of {@link escapeJsonString}. */
export interface EscapeJsonOptions {
  /** Surround the result with double quotes (a complete JSON string literal). Default `true`. */
  quotes?: boolean;
  /** Write every character outside printable ASCII (and DEL) as `\uXXXX` (UTF-16 code units, so an emoji becomes a surrogate pair). Default `false`. */
  asciiOnly?: boolean;
}

/**
 * Escapes a text into a JSON string literal (RFC 8259 §7), exactly as `JSON.stringify` does
 * (ECMA-262 QuoteJSONString): `"` and `\` are escaped, the control characters U+0000–U+001F as
 * `\b \t \n \f \r` or `\u00XX`, and lone surrogates as `\uDXXX` (so the output is always valid
 * UTF-16 and reads back to the same string). Everything else is kept, unless `asciiOnly`.
 *
 * @param text - any string, lone surrogates included.
 * @param options - {@link EscapeJsonOptions}: `quotes` (default true), `asciiOnly` (default false).
 * @returns the escaped text, with or without the surrounding quotes.
 * @throws ToolInputError when the result would be too long for a string.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-7, https://tc39.es/ecma262/#sec-quotejsonstring
 */
export function escapeJsonString(text: string, options: EscapeJsonOptions = {}): string {
  let literal: string;
  try {
    literal = JSON.stringify(text);
    if (options.asciiOnly) literal = literal.replace(/[^ -~]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The escaped text would be too long for this browser.', { cause: e });
    throw e;
  }
  return options.quotes === false ? literal.slice(1, -1) : literal;
}

/** True when `body` (the inside of a literal) ends in a backslash that escapes the closing quote. */
function endsWithOddBackslashes(body: string): boolean {
  let n = 0;
  for (let i = body.length - 1; i >= 0 && body.charCodeAt(i) === 0x5c; i--) n++;
  return n % 2 === 1;
}

/**
 * Reads a JSON string literal back into its text (RFC 8259 §7): the escapes `\" \\ \/ \b \f
 * \n \r \t \uXXXX` are decoded (a `\uD83D\uDE00` pair becomes one emoji; a lone `\uD800` stays
 * a lone surrogate). The input may be a complete literal in double quotes or only its inside;
 * in both cases it must be valid JSON string content: `"` and `\` escaped, no raw control
 * characters (line breaks, tabs) inside.
 *
 * Parsing is done by the engine's `JSON.parse`; a problem is located by `jsonc-parser`.
 *
 * @param input - `"caf\u00e9"` or `caf\u00e9`.
 * @returns the decoded text.
 * @throws ToolInputError naming the line, column and the problem (`Line 1, column 4: invalid
 *   escape '\x' …`), with `line`, `column` and `position` (0-based, in `input`) set.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-7
 */
export function unescapeJsonString(input: string): string {
  const quoted = input.length >= 2 && input.startsWith('"') && input.endsWith('"') && !endsWithOddBackslashes(input.slice(1, -1));
  const literal = quoted ? input : `"${input}"`;
  const shift = quoted ? 0 : 1; // offset of `input` in `literal`
  try {
    const value: unknown = JSON.parse(literal);
    if (typeof value === 'string') return value;
  } catch (e) {
    if (!(e instanceof SyntaxError)) {
      if (e instanceof RangeError) throw new ToolInputError('The text is too long for this browser.', { cause: e });
      throw e;
    }
  }
  const problem = diagnoseJson(literal);
  let position = Math.max(0, Math.min(input.length, (problem?.position ?? 0) - shift));
  // The text's own coordinates are given in front; drop those of the wrapped literal.
  let message = (problem?.message ?? 'not a JSON string').replace(/ (in )?the string that starts at line \d+, column \d+/, ' $1the string').replace(/, or close the string with '"'$/, '');
  // The string ended early: a bare '"' inside the text.
  const bare = /^(?:[^"\\]|\\[\s\S])*"/.exec(literal.slice(1));
  if (bare && bare[0].length < literal.length - 1) {
    position = Math.max(0, bare[0].length - 1 + 1 - shift);
    message = `unescaped '"' inside the string; write it as \\"`;
  } else if (!quoted && input.endsWith('\\') && endsWithOddBackslashes(input)) {
    position = input.length - 1;
    message = "the text ends with a lone '\\'; write a backslash as \\\\";
  }
  const { line, column } = lineColumn(input, position);
  throw new ToolInputError(`Line ${line}, column ${column}: ${message}.`, { line, column, position });
}
