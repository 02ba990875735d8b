/** A 1-based place in a text, as an editor shows it. */
export interface LineColumn {
  /** 1-based line number. */
  line: number;
  /** 1-based column, counted in Unicode code points (an emoji is one column, a tab is one). */
  column: number;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Turns a character offset into a line and column.
 *
 * Line breaks are LF, CRLF (one break) and a lone CR, the line terminators of RFC 8259's
 * whitespace rule; columns count code points, so a surrogate pair is one column.
 *
 * @param text - the whole text.
 * @param index - 0-based offset in UTF-16 code units (as `String.prototype.slice` counts);
 *   values past the end are clamped to `text.length` (the end of the input).
 * @returns the 1-based line and column of that offset.
 */
export function lineColumn(text: string, index: number): LineColumn {
  const end = Math.max(0, Math.min(index, text.length));
  let line = 1;
  let column = 1;
  let i = 0;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) {
      line++;
      column = 1;
      i++;
    } else if (code === 0x0d) {
      line++;
      column = 1;
      i += i + 1 < end && text.charCodeAt(i + 1) === 0x0a ? 2 : 1;
    } else {
      column++;
      i += isHighSurrogate(code) && i + 1 < end && isLowSurrogate(text.charCodeAt(i + 1)) ? 2 : 1;
    }
  }
  return { line, column };
}

/**
 * Describes what sits at an offset of a text, for error messages: `'x'`, a whole word such
 * as `'undefined'`, `line break`, `U+00A0` for other invisible characters, or `the end of the input`.
 *
 * @param text - the whole text.
 * @param index - 0-based offset in UTF-16 code units.
 * @returns a short English phrase naming what was found there.
 */
export function describeFound(text: string, index: number): string {
  if (index >= text.length) return 'the end of the input';
  const code = text.charCodeAt(index);
  if (code === 0x0a || code === 0x0d) return 'line break';
  const word = /^[A-Za-z_$][A-Za-z0-9_$]{0,19}/.exec(text.slice(index, index + 20));
  if (word) return `'${word[0]}'`;
  const cp = text.codePointAt(index) ?? 0;
  const invisible =
    cp <= 0x20 || (cp >= 0x7f && cp <= 0xa0) || (cp >= 0x2000 && cp <= 0x200f) || cp === 0x2028 || cp === 0x2029 || cp === 0xfeff;
  if (invisible) return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${String.fromCodePoint(cp)}'`;
}

/**
 * The UTF-16 offset of a 1-based line and column whose lines are separated by LF only and
 * whose columns count UTF-16 code units — the convention of the `json5` library's errors.
 *
 * @param text - the whole text.
 * @param line - 1-based line (LF-separated).
 * @param column - 1-based column in UTF-16 code units.
 * @returns the 0-based offset, clamped to `[0, text.length]`, moved back onto the start of
 *   a surrogate pair when it lands on its second half.
 */
export function offsetOfLfLineColumn(text: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next < 0) return text.length;
    start = next + 1;
  }
  let index = Math.max(0, Math.min(start + column - 1, text.length));
  if (index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1))) index--;
  return index;
}
