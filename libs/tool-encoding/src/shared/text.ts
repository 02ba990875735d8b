import { ToolInputError } from '@handy-tools/ui/kit';

/** Where a character sits in a text, for error messages. */
export interface TextLocation {
  /** 0-based UTF-16 offset (what `String.prototype.slice` uses). */
  index: number;
  /** 1-based line (lines end at `\n`). */
  line: number;
  /** 1-based column within the line, counted in Unicode code points. */
  column: number;
  /** 1-based position in the whole text, counted in Unicode code points. */
  position: number;
}

/**
 * Finds the line, column and code-point position of a UTF-16 offset in a text.
 *
 * @param text - the whole input.
 * @param index - a 0-based UTF-16 offset into `text` (clamped to its length).
 * @returns the location; line, column and position are 1-based and count code points, so an
 *   emoji counts as one character, as users see it.
 */
export function locate(text: string, index: number): TextLocation {
  const end = Math.max(0, Math.min(index, text.length));
  let line = 1;
  let column = 1;
  let position = 1;
  for (let i = 0; i < end; ) {
    const cp = text.codePointAt(i) ?? 0;
    i += cp > 0xffff ? 2 : 1;
    position++;
    if (cp === 0x0a) {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { index: end, line, column, position };
}

/**
 * Says where an offset is, for a message meant for users: `position 5` in a one-line text,
 * `line 2, column 3` in a text with several lines.
 *
 * @param text - the whole input.
 * @param index - a 0-based UTF-16 offset into `text`.
 * @returns the location phrase, e.g. `position 5`.
 */
export function describeLocation(text: string, index: number): string {
  const at = locate(text, index);
  return text.includes('\n') ? `line ${at.line}, column ${at.column}` : `position ${at.position}`;
}

/**
 * Builds a {@link ToolInputError} located at an offset of the input.
 *
 * @param message - the message for users (already naming the place, see {@link describeLocation}).
 * @param text - the whole input.
 * @param index - 0-based UTF-16 offset of the problem.
 * @param cause - the underlying error, if any.
 * @returns the error with `position` (0-based UTF-16 offset), `line` and `column` set.
 */
export function inputErrorAt(message: string, text: string, index: number, cause?: unknown): ToolInputError {
  const at = locate(text, index);
  return new ToolInputError(message, { position: at.index, line: at.line, column: at.column, cause });
}

/**
 * Shows one character in a message: in quotes when visible, as `U+XXXX` when it is a
 * control, format or space character that would be invisible.
 *
 * @param ch - a single character (one code point, possibly two UTF-16 units).
 * @returns e.g. `"%"`, `"é"` or `U+00A0`.
 */
export function showChar(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (/^[\p{C}\p{Z}]$/u.test(ch) || (cp >= 0xd800 && cp <= 0xdfff)) return hex;
  return `"${ch}"`;
}

/**
 * The character (code point) starting at a UTF-16 offset.
 *
 * @param text - the text.
 * @param index - 0-based UTF-16 offset.
 * @returns the character, two UTF-16 units long for a surrogate pair; '' past the end.
 */
export function charAt(text: string, index: number): string {
  const cp = text.codePointAt(index);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

/**
 * Finds the first unpaired UTF-16 surrogate, which has no UTF-8 encoding
 * (Unicode 16.0 §3.9, D76: only scalar values are encoded).
 *
 * @param text - any JavaScript string.
 * @returns the 0-based UTF-16 offset of the first lone surrogate, or -1 when the text is well formed.
 */
export function findLoneSurrogate(text: string): number {
  if (text.isWellFormed()) return -1;
  const match = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  return match ? match.index : -1;
}

/**
 * Throws when a text holds an unpaired surrogate, which cannot be encoded as UTF-8.
 *
 * @param text - the text about to be encoded.
 * @throws ToolInputError naming the position of the first lone surrogate.
 */
export function assertWellFormed(text: string): void {
  const bad = findLoneSurrogate(text);
  if (bad < 0) return;
  const unit = text.charCodeAt(bad).toString(16).toUpperCase();
  throw inputErrorAt(
    `The text has an unpaired surrogate (U+${unit}) at ${describeLocation(text, bad)}: it is half of a character and cannot be encoded as UTF-8.`,
    text,
    bad,
  );
}
