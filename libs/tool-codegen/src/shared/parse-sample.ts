import { ToolInputError } from '@handy-tools/ui/kit';
import JSON5 from 'json5';
import { locateJson5Error, syntaxErrorAt } from '@handy-tools/json-text';

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
    const place = locateJson5Error(body, e, 'JSON or JSON5');
    if (!place) throw new ToolInputError('The input is not valid JSON or JSON5.', { cause: e });
    throw syntaxErrorAt(text, place.position + (body === text ? 0 : 1), place.problem, e);
  }
  try {
    return JSON.stringify(value);
  } catch (e) {
    throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
  }
}
