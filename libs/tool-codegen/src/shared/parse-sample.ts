import { ToolInputError } from '@handy-tools/ui/kit';
import JSON5 from 'json5';
import { visit, type ParseError } from 'jsonc-parser';
import { findJson5Feature, lineColumn, locateJson5Error, syntaxErrorAt, type Json5Feature } from '@handy-tools/json-text';

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

// JSON5 white space (spec §8: ECMAScript WhiteSpace and LineTerminator).
const JSON5_SPACE = /[\t\n\v\f\r \u00A0\u2028\u2029\uFEFF\p{Zs}]/u;
// Where a name, number or literal token ends in valid JSON5.
const TOKEN_END = /[\t\n\v\f\r \u00A0\u2028\u2029\uFEFF\p{Zs},:[\]{}/]/u;

/**
 * A JSON5 number literal in RFC 8259 §6 syntax, keeping whether it was written with a fraction or
 * an exponent: `+1` → `1`, `.5` → `0.5`, `5.` → `5.0`, `0xFF` → `255`; `Infinity` and `NaN` → null.
 */
function json5NumberLiteral(token: string): string | null {
  const sign = token.startsWith('-') ? '-' : '';
  const body = token.replace(/^[+-]/, '');
  if (body === 'Infinity' || body === 'NaN') return null;
  if (/^0x/i.test(body)) return sign + BigInt(body).toString();
  return sign + body.replace(/^\./, '0.').replace(/\.(?=[eE]|$)/, '.0');
}

/**
 * Reads a text that `JSON5.parse` accepted into a {@link SampleValue}, keeping the document order
 * of keys (a repeated key keeps its first place and its last value) and each number's literal, so
 * that `{price: 1.0}` is a float as `{"price": 1.0}` is. Strings and names are decoded by `JSON5.parse`.
 */
function readJson5Literally(text: string): SampleValue {
  let i = 0;
  const skip = () => {
    while (i < text.length) {
      const c = text.charAt(i);
      if (c === '/' && text.charAt(i + 1) === '/') {
        i += 2;
        while (i < text.length && !/[\n\r\u2028\u2029]/.test(text.charAt(i))) i++;
      } else if (c === '/' && text.charAt(i + 1) === '*') {
        const end = text.indexOf('*/', i + 2);
        i = end < 0 ? text.length : end + 2;
      } else if (JSON5_SPACE.test(c)) i++;
      else return;
    }
  };
  const token = (): string => {
    const start = i;
    while (i < text.length && !TOKEN_END.test(text.charAt(i))) i++;
    return text.slice(start, i);
  };
  const string = (): string => {
    const quote = text.charAt(i);
    let j = i + 1;
    while (j < text.length && text.charAt(j) !== quote) j += text.charAt(j) === '\\' ? 2 : 1;
    const literal = text.slice(i, j + 1);
    i = j + 1;
    return JSON5.parse(literal) as string;
  };
  const name = (): string => {
    const c = text.charAt(i);
    if (c === '"' || c === "'") return string();
    // An identifier, possibly with \uXXXX escapes.
    return Object.keys(JSON5.parse(`{${token()}:0}`) as object)[0] ?? '';
  };
  const value = (): SampleValue => {
    skip();
    const c = text.charAt(i);
    if (c === '{') {
      i++;
      const object: SampleObject = new Map();
      for (skip(); text.charAt(i) !== '}'; skip()) {
        const key = name();
        skip();
        i++; // ':'
        object.set(key, value());
        skip();
        if (text.charAt(i) === ',') i++;
      }
      i++;
      return object;
    }
    if (c === '[') {
      i++;
      const array: SampleValue[] = [];
      for (skip(); text.charAt(i) !== ']'; skip()) {
        array.push(value());
        skip();
        if (text.charAt(i) === ',') i++;
      }
      i++;
      return array;
    }
    if (c === '"' || c === "'") return string();
    const literal = token();
    if (literal === 'true' || literal === 'false') return literal === 'true';
    if (literal === 'null') return null;
    const number = json5NumberLiteral(literal);
    return number === null ? null : new SampleNumber(number);
  };
  return value();
}

/** A JSON sample read by {@link readJsonSample}. */
export interface ReadSample {
  /** The sample. */
  sample: SampleValue;
  /**
   * Where the text first stops being strict JSON (RFC 8259) and what JSON5 syntax it uses there
   * (`findJson5Feature` of `@handy-tools/json-text`; offsets, lines and columns count a byte
   * order mark); null for strict JSON.
   */
  json5: Json5Feature | null;
}

/** The first JSON5-only feature of `body` (the text without its byte order mark), placed in `text`. */
function json5FeatureIn(text: string, body: string): Json5Feature | null {
  const feature = findJson5Feature(body);
  if (!feature || body === text) return feature;
  const position = feature.position + 1;
  return { ...feature, position, ...lineColumn(text, position) };
}

/**
 * Reads a JSON sample, strict (RFC 8259) or lenient (JSON5: comments, trailing commas, unquoted
 * keys, single quotes…), for the type generator, and says where a lenient one first stops being
 * strict JSON.
 *
 * JSON, and JSON with comments and trailing commas, are read by jsonc-parser's visitor: keys keep
 * their document order and every number keeps its literal, so `1.0` and `1e2` stay floating-point
 * numbers (`JSON.parse` would make them the integers 1 and 100). Other JSON5 syntax (unquoted keys,
 * single quotes, hexadecimal, `.5`, `+1`, `Infinity`) is checked by the `json5` library, then read
 * the same way: `{price: 1.0}` keeps `1.0`; `+1` is `1`, `.5` is `0.5`, `5.` is `5.0`, `0xFF` is
 * `255`, and `Infinity` and `NaN` become `null` (as `JSON.stringify` writes them).
 * A leading byte order mark is ignored (RFC 8259 §8.1).
 *
 * @param text - the JSON or JSON5 text.
 * @returns `{ sample, json5 }`: the sample as a {@link SampleValue}, and the first JSON5-only
 *   feature (`{ kind: 'trailing-comma', description: 'trailing comma', line: 3, column: 9, … }`), or null.
 * @throws ToolInputError when the text is empty, longer than {@link MAX_SAMPLE_CHARS}, nested
 *   too deeply, or not JSON5, e.g. `Line 3, column 5: unexpected '}' (not valid JSON or JSON5 here).`
 *   with `line`, `column` (1-based) and `position` (0-based offset) set.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-6, https://spec.json5.org/,
 *   https://github.com/microsoft/node-jsonc-parser
 */
export function readJsonSample(text: string): ReadSample {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new ToolInputError('Paste a JSON sample (an object or an array of objects).');
  if (body.length > MAX_SAMPLE_CHARS) {
    throw new ToolInputError(`The sample is too large (${body.length.toLocaleString('en')} characters); use at most ${MAX_SAMPLE_CHARS.toLocaleString('en')}: a few representative records are enough.`);
  }
  try {
    const literal = readLiterally(body);
    if (literal !== undefined) return { sample: literal, json5: json5FeatureIn(text, body) };
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
    throw e;
  }
  // Not JSON with comments: JSON5, which also reports where the problem is.
  // The json5 library checks the syntax and places errors; the value is then read keeping literals.
  try {
    JSON5.parse(body);
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
    const place = locateJson5Error(body, e, 'JSON or JSON5');
    if (!place) throw new ToolInputError('The input is not valid JSON or JSON5.', { cause: e });
    throw syntaxErrorAt(text, place.position + (body === text ? 0 : 1), place.problem, e);
  }
  let sample: SampleValue;
  try {
    sample = readJson5Literally(body);
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to read.', { cause: e });
    throw e;
  }
  // JSON5 that the scanner does not place (it always should): said to be JSON5 all the same.
  const json5 = json5FeatureIn(text, body) ?? { kind: 'other', description: 'syntax that strict JSON does not allow', position: 0, line: 1, column: 1 };
  return { sample, json5 };
}

/**
 * Reads a JSON sample, strict (RFC 8259) or lenient (JSON5): {@link readJsonSample} without the
 * JSON5 feature.
 *
 * @param text - the JSON or JSON5 text.
 * @returns the sample as a {@link SampleValue}.
 * @throws ToolInputError as {@link readJsonSample}.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-6, https://spec.json5.org/
 */
export function parseJsonSample(text: string): SampleValue {
  return readJsonSample(text).sample;
}
