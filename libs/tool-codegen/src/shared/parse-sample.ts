import { ToolInputError } from '@handy-tools/ui/kit';
import JSON5 from 'json5';
import { visit, type ParseError } from 'jsonc-parser';
import { locateJson5Error, syntaxErrorAt } from '@handy-tools/json-text';

/** Characters of a JSON sample at most (the generators are slow beyond this). */
export const MAX_SAMPLE_CHARS = 1_000_000;

/** A number of a sample with its literal as written (`1.0`, `1e2`, `12345678901234567890`), which `JSON.parse` would lose. */
export class SampleNumber {
  constructor(
    /** The number's literal text, RFC 8259 §6 syntax. */
    readonly literal: string,
  ) {}

  /**
   * Whether the literal has a fraction or an exponent (RFC 8259 §6 `frac` / `exp`): such a
   * number is a floating-point number even when its value is whole (`1.0`, `1e2`), as quicktype's
   * command line reads it from the text.
   */
  get isFloat(): boolean {
    return /[.eE]/.test(this.literal);
  }
}

/** A JSON sample: objects as maps in document order (a repeated key keeps its first place and its last value, as `JSON.parse`), numbers as {@link SampleNumber}. */
export type SampleValue = null | boolean | string | SampleNumber | SampleValue[] | SampleObject;
/** An object of a {@link SampleValue}. */
export type SampleObject = Map<string, SampleValue>;

/**
 * Reads JSON (or JSON with comments and trailing commas) with jsonc-parser's visitor, keeping the
 * document order of keys and each number's literal; `undefined` when the text is not that.
 */
function readLiterally(text: string): SampleValue | undefined {
  let root: SampleValue | undefined;
  const stack: { container: SampleValue[] | SampleObject; key: string }[] = [];
  const errors: ParseError[] = [];
  const put = (value: SampleValue) => {
    const top = stack[stack.length - 1];
    if (!top) root = value;
    else if (Array.isArray(top.container)) top.container.push(value);
    else top.container.set(top.key, value);
  };
  visit(
    text,
    {
      onObjectBegin: () => void stack.push({ container: new Map(), key: '' }),
      onObjectProperty: (name) => {
        const top = stack[stack.length - 1];
        if (top) top.key = name;
      },
      onObjectEnd: () => put(stack.pop()?.container ?? null),
      onArrayBegin: () => void stack.push({ container: [], key: '' }),
      onArrayEnd: () => put(stack.pop()?.container ?? null),
      onLiteralValue: (value: unknown, offset, length) => put(typeof value === 'number' ? new SampleNumber(text.slice(offset, offset + length)) : (value as null | boolean | string)),
      onError: (error, offset, length) => void errors.push({ error, offset, length }),
    },
    { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false },
  );
  return errors.length === 0 ? root : undefined;
}

/** A value `JSON5.parse` returned, as a {@link SampleValue} (numbers as JavaScript writes them; infinity and NaN become null, as `JSON.stringify` writes them). */
function fromValue(value: unknown): SampleValue {
  if (typeof value === 'number') return Number.isFinite(value) ? new SampleNumber(JSON.stringify(value)) : null;
  if (Array.isArray(value)) return value.map(fromValue);
  if (value !== null && typeof value === 'object') return new Map(Object.entries(value).map(([k, v]) => [k, fromValue(v)]));
  return value as null | boolean | string;
}

/**
 * Reads a JSON sample, strict (RFC 8259) or lenient (JSON5: comments, trailing commas, unquoted
 * keys, single quotes…), for the type generator.
 *
 * JSON, and JSON with comments and trailing commas, are read by jsonc-parser's visitor: keys keep
 * their document order and every number keeps its literal, so `1.0` and `1e2` stay floating-point
 * numbers (`JSON.parse` would make them the integers 1 and 100). Other JSON5 syntax (unquoted keys,
 * single quotes, hexadecimal, `.5`, `+1`, `Infinity`) is read by the `json5` library: there the
 * numbers are typed by their value (`1.0` reads as 1), and `Infinity` and `NaN` become `null`.
 * A leading byte order mark is ignored (RFC 8259 §8.1).
 *
 * @param text - the JSON or JSON5 text.
 * @returns the sample as a {@link SampleValue}.
 * @throws ToolInputError when the text is empty, longer than {@link MAX_SAMPLE_CHARS}, nested
 *   too deeply, or not JSON5, e.g. `Line 3, column 5: unexpected '}' (not valid JSON or JSON5 here).`
 *   with `line`, `column` (1-based) and `position` (0-based offset) set.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-6, https://spec.json5.org/,
 *   https://github.com/microsoft/node-jsonc-parser
 */
export function parseJsonSample(text: string): SampleValue {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new ToolInputError('Paste a JSON sample (an object or an array of objects).');
  if (body.length > MAX_SAMPLE_CHARS) {
    throw new ToolInputError(`The sample is too large (${body.length.toLocaleString('en')} characters); use at most ${MAX_SAMPLE_CHARS.toLocaleString('en')}: a few representative records are enough.`);
  }
  try {
    const literal = readLiterally(body);
    if (literal !== undefined) return literal;
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
    throw e;
  }
  // Not JSON with comments: JSON5, which also reports where the problem is.
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
    return fromValue(value);
  } catch (e) {
    throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
  }
}
