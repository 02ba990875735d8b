import { ToolInputError } from '@handy-tools/ui/kit';
import { jsonReadNotices, readJsonData, type Converted, type Data, type DataObject } from '../shared/convert.js';
import { formatPath, Notes, type PathStep } from '../shared/data-path.js';
import { asTextFile } from '../shared/text-file.js';

/** PHP array syntax: short `[…]` (PHP ≥ 5.4) or long `array(…)`. */
export type PhpArraySyntax = 'short' | 'long';

/** Options of {@link jsonToPhpArray}. */
export interface JsonToPhpArrayOptions {
  /** `short` (default) writes `[…]`, `long` writes `array(…)`. */
  syntax?: PhpArraySyntax;
  /** Spaces per level, 0–8 (0 writes one line). Default 4 (PSR-12). */
  indent?: number;
  /** A comma after the last item of a multi-line array. Default `true`. */
  trailingComma?: boolean;
  /** Write a whole PHP file `<?php\n\nreturn …;` (a config file) instead of the bare expression. Default `false`. */
  returnStatement?: boolean;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * Writes a string as a PHP single-quoted string literal: only `\` and `'` need escaping there
 * (PHP manual, Strings, "Single quoted"); every other character stands for itself.
 *
 * @param value - the string.
 * @returns the literal, quotes included.
 * @see https://www.php.net/manual/en/language.types.string.php#language.types.string.syntax.single
 */
export function phpSingleQuoted(value: string): string {
  return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/** True when PHP would turn the string key into an integer key (a canonical decimal int64). */
export function isPhpIntegerKey(key: string): boolean {
  if (!/^(0|-?[1-9][0-9]*)$/.test(key)) return false;
  const n = BigInt(key);
  return n >= INT64_MIN && n <= INT64_MAX;
}

/** A PHP float literal for a double: shortest round-trip digits, with `.0` when it would read as an integer. */
export function phpFloat(value: number): string {
  if (Object.is(value, -0)) return '-0.0';
  const text = String(value);
  return /[.eE]/.test(text) ? text : `${text}.0`;
}

function printNumber(value: number | bigint, path: PathStep[], notes: Notes): string {
  if (typeof value === 'bigint') {
    // var_export writes PHP_INT_MIN this way: the literal 9223372036854775808 would be a float.
    if (value === INT64_MIN) return '-9223372036854775807 - 1';
    if (value >= INT64_MIN && value <= INT64_MAX) return value.toString();
    const asFloat = Number(value);
    if (BigInt(asFloat) !== value) notes.add(`${formatPath(path)} (${value}) is beyond PHP's 64-bit integers: PHP reads it as the float ${phpFloat(asFloat)}, which loses digits.`);
    else notes.add(`${formatPath(path)} (${value}) is beyond PHP's 64-bit integers: it is written as a float.`);
    return `${value}.0`;
  }
  if (!Number.isFinite(value)) throw new ToolInputError(`${formatPath(path)} is not a finite number, which PHP literals cannot hold.`);
  if (Number.isInteger(value) && !Object.is(value, -0) && Number.isSafeInteger(value)) return String(value);
  return phpFloat(value);
}

/**
 * Converts JSON (or JSON5) into a PHP array literal, the way `var_export` / `json_decode($json,
 * true)` see the data: objects become associative arrays, arrays become lists, strings are
 * single-quoted (`\\` and `\'` escaped), numbers stay integers or floats (floats always show a
 * `.`/exponent so PHP reads them as floats: `1.0`, `-0.0`, `1.0E+25` written `1e+25`), `true`,
 * `false`, `null`. Nothing is executed; the printing is ours.
 *
 * Notes are added where PHP changes the data: object keys that are canonical integers (`"5"`)
 * become integer keys, so an object with keys `"0"…"n-1"` reads back as a list and `{}` as an empty
 * list (as with `json_decode($json, true)`); integers beyond 64 bits become floats.
 *
 * @param input - the JSON or JSON5 text.
 * @param options - {@link JsonToPhpArrayOptions}.
 * @returns `{ output, warnings }`: the PHP code (ending with one newline) and notes for users.
 * @throws ToolInputError for an empty input, a syntax error (`Line L, column C: …`), or a bad option.
 * @see https://www.php.net/manual/en/language.types.array.php, https://www.rfc-editor.org/rfc/rfc8259
 */
export function jsonToPhpArray(input: string, options: JsonToPhpArrayOptions = {}): Converted {
  const indent = options.indent ?? 4;
  if (!Number.isInteger(indent) || indent < 0 || indent > 8) throw new ToolInputError(`The indent must be 0 to 8 spaces, not "${String(indent)}".`);
  const long = options.syntax === 'long';
  const trailing = options.trailingComma ?? true;
  const [open, close] = long ? ['array(', ')'] : ['[', ']'];
  const { data, json5 } = readJsonData(input);
  const notes = new Notes();
  const pad = (level: number) => ' '.repeat(indent * level);

  const print = (value: Data, path: PathStep[], level: number): string => {
    if (value === null) return 'null';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number' || typeof value === 'bigint') return printNumber(value, path, notes);
    if (typeof value === 'string') {
      if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) notes.add(`${formatPath(path)} holds an unpaired surrogate (\\uD800–\\uDFFF), which a UTF-8 PHP file cannot hold.`);
      return phpSingleQuoted(value);
    }
    let items: string[];
    if (Array.isArray(value)) {
      items = value.map((item, i) => print(item, [...path, i], level + 1));
    } else {
      const object: DataObject = value;
      const keys = Object.keys(object);
      if (keys.length === 0) notes.add(`${formatPath(path)} is an empty object: PHP has one array type, so it reads back as an empty list [] (use (object) [] or new stdClass if it matters).`);
      else if (keys.every((k, i) => k === String(i))) notes.add(`${formatPath(path)} has the keys 0…${keys.length - 1}: in PHP that is a list, so it reads back as a JSON array.`);
      items = keys.map((key) => `${isPhpIntegerKey(key) ? key : phpSingleQuoted(key)} => ${print(object[key] ?? null, [...path, key], level + 1)}`);
    }
    if (items.length === 0) return `${open}${close}`;
    if (indent === 0) return `${open}${items.join(', ')}${close}`;
    const inner = pad(level + 1);
    return `${open}\n${items.map((item) => inner + item).join(',\n')}${trailing ? ',' : ''}\n${pad(level)}${close}`;
  };

  let code: string;
  try {
    code = print(data, [], 0);
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw new ToolInputError('The JSON is nested too deeply (or is too large) to convert in this browser.', { cause: e });
  }
  return { output: asTextFile(options.returnStatement ? `<?php\n\nreturn ${code};` : code), warnings: notes.done(), notices: jsonReadNotices(json5) };
}
