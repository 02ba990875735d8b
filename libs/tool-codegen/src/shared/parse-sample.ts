import { ToolInputError } from '@handy-tools/ui/kit';
import JSON5 from 'json5';

/** Line and column (1-based; columns count code points) of a 0-based UTF-16 offset. */
function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const start = offset > 0 ? text.lastIndexOf('\n', offset - 1) + 1 : 0;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < start; i = text.indexOf('\n', i + 1)) line++;
  return { line, column: Array.from(text.slice(start, offset)).length + 1 };
}

/** 0-based offset of a 1-based line and column as the json5 library reports them (columns in UTF-16 code units). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  // json5 reports a character that ends a line at column 0 of the next line.
  if (column === 0) return Math.max(0, offset - 1);
  return Math.min(text.length, offset + column - 1);
}

/** Describes the character at `offset` for an error message. */
function found(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the input';
  const cp = text.codePointAt(offset) ?? 0;
  const ch = String.fromCodePoint(cp);
  if (ch === '\n' || ch === '\r') return 'line break';
  return /\s/.test(ch) ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')} (white space)` : `'${ch}'`;
}

/** Characters of a JSON sample at most (the generators are slow beyond this). */
export const MAX_SAMPLE_CHARS = 1_000_000;

/**
 * Reads a JSON sample, strict (RFC 8259) or lenient (JSON5: comments, trailing commas,
 * unquoted keys, single quotes…), and returns it as strict JSON text for the type generator.
 *
 * Strict JSON is returned unchanged (so `1.0` stays a floating-point number for quicktype);
 * JSON5 is parsed with the `json5` library and written back with `JSON.stringify` (`Infinity`
 * and `NaN` become `null`). A leading byte order mark is ignored (RFC 8259 §8.1).
 *
 * @param text - the JSON or JSON5 text.
 * @returns strict JSON text.
 * @throws ToolInputError when the text is empty, longer than {@link MAX_SAMPLE_CHARS}, nested
 *   too deeply, or not JSON5, e.g. `Line 3, column 5: unexpected '}' (not valid JSON or JSON5 here).`
 *   with `line`, `column` (1-based) and `position` (0-based offset) set.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function parseJsonSample(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new ToolInputError('Paste a JSON sample (an object or an array of objects).');
  if (body.length > MAX_SAMPLE_CHARS) {
    throw new ToolInputError(`The sample is too large (${body.length.toLocaleString('en')} characters); use at most ${MAX_SAMPLE_CHARS.toLocaleString('en')}: a few representative records are enough.`);
  }
  try {
    JSON.parse(body);
    return body;
  } catch {
    // Not strict JSON: try JSON5, which also reports where the problem is.
  }
  let value: unknown;
  try {
    value = JSON5.parse(body);
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
    const err = e as { lineNumber?: unknown; columnNumber?: unknown; message?: unknown };
    if (typeof err.lineNumber !== 'number' || typeof err.columnNumber !== 'number') {
      throw new ToolInputError('The input is not valid JSON or JSON5.', { cause: e });
    }
    const position = offsetOf(body, err.lineNumber, err.columnNumber);
    const { line, column } = lineColumnOf(body, position);
    const what = /invalid end of input/.test(String(err.message)) ? 'unexpected end of the input' : `unexpected ${found(body, position)} (not valid JSON or JSON5 here)`;
    throw new ToolInputError(`Line ${line}, column ${column}: ${what}.`, { line, column, position: position + (body === text ? 0 : 1), cause: e });
  }
  try {
    return JSON.stringify(value);
  } catch (e) {
    throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
  }
}
