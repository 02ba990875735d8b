import { ToolInputError } from '@handy-tools/ui/kit';
import { json5Notice, parseJsonOrJson5, type Json5Feature, type StrictJsonRead } from '@handy-tools/json-text';
import { parse as parseToml, stringify as stringifyToml, TomlDate, TomlError } from 'smol-toml';
import { Document, parseAllDocuments, type YAMLError } from 'yaml';
import { formatPath, Notes, type PathStep } from './data-path.js';
import { asTextFile } from './text-file.js';
import { yamlDocumentText } from './yaml-text.js';
import { bytesToBase64 } from '@handy-tools/bytes';

/** The data formats the converters read and write. */
export type DataFormat = 'json' | 'yaml' | 'toml';

/** A JSON-like value: what every format is read into and written from. Objects have no prototype. */
export type Data = null | boolean | number | bigint | string | Data[] | DataObject;
/** An object of {@link Data}, keys in document order. */
export interface DataObject {
  [key: string]: Data;
}

/** Options of {@link convertData}; each applies only where it makes sense. */
export interface ConvertOptions {
  /** Output indentation in spaces: JSON 0–8 (0 = one line), YAML 1–8. Default 2. */
  indent?: number;
  /** YAML input: read every document (separated by `---`) into an array. Default `false`: one document only. */
  allDocuments?: boolean;
  /** TOML output: strings holding an RFC 3339 date, date-time or time become TOML dates. Default `true`. */
  tomlDates?: boolean;
}

/** The result of a conversion. */
export interface Converted {
  /** The converted text. */
  output: string;
  /** Notes for users about conversions that changed something (empty when none). */
  warnings: string[];
  /**
   * Notes for users about how the input was read, not about the output: `Read as JSON5: trailing
   * comma at line 3, column 9.` when a JSON input is not strict JSON. Absent or empty when none.
   */
  notices?: string[];
}

/** An empty object without prototype, so a `__proto__` key is an ordinary key. */
function newObject(): DataObject {
  return Object.create(null) as DataObject;
}

function isDataObject(value: unknown): value is DataObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function tooDeep(what: string, cause: unknown): ToolInputError {
  return new ToolInputError(`The ${what} is nested too deeply (or is too large) to convert in this browser.`, { cause });
}

// ---------------------------------------------------------------------------------------------
// JSON

interface ReviverContext {
  source?: string;
}

/** JSON.parse reviver keeping integers beyond ±(2^53 − 1) exact as bigint (needs `context.source`, ES2025). */
function exactIntegers(this: unknown, _key: string, value: unknown, context?: ReviverContext): unknown {
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value) && context?.source && /^-?\d+$/.test(context.source)) {
    return BigInt(context.source);
  }
  return value;
}

/** Copies a JSON.parse / json5 result into prototype-less objects (so `"__proto__"` is an ordinary key). */
function fromJsonValue(value: unknown): Data {
  if (Array.isArray(value)) return value.map(fromJsonValue);
  if (value !== null && typeof value === 'object') {
    const out = newObject();
    for (const key of Object.keys(value)) out[key] = fromJsonValue((value as Record<string, unknown>)[key]);
    return out;
  }
  return value as Data;
}

/** A JSON text read by {@link readJsonData}. */
export interface JsonData {
  /** The value. */
  data: Data;
  /** Where the text first stops being strict JSON and what JSON5 syntax it uses there; null for strict JSON. */
  json5: Json5Feature | null;
}

/** The strict reader given to `parseJsonOrJson5`: `JSON.parse`, integers beyond 2^53 exact. */
function strictJson(body: string): StrictJsonRead<unknown> {
  try {
    return { ok: true, value: /\d{16}/.test(body) ? JSON.parse(body, exactIntegers as (key: string, value: unknown) => unknown) : JSON.parse(body) };
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw tooDeep('JSON', e);
    return { ok: false };
  }
}

/**
 * Reads a JSON text (RFC 8259), or JSON5 (https://spec.json5.org/: comments, trailing commas,
 * unquoted keys, single quotes, `Infinity`, `NaN`…) when it is not strict JSON, saying which
 * JSON5 feature made the difference and where (`parseJsonOrJson5` of `@handy-tools/json-text`).
 *
 * Strict JSON goes through the native `JSON.parse` (fast on big documents); integers beyond
 * ±(2^53 − 1) are kept exact as `bigint`. JSON5 goes through the `json5` library; its numbers
 * are doubles. A leading byte order mark is ignored.
 *
 * @param text - the JSON or JSON5 text.
 * @returns `{ data, json5 }`: the value, and the first JSON5-only feature (null for strict JSON).
 * @throws ToolInputError for an empty text, or a syntax error `Line L, column C: …` (with `line`,
 *   `column` and `position` set), or a document nested too deeply.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function readJsonData(text: string): JsonData {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new ToolInputError('The JSON is empty: enter a JSON value, e.g. {"a": 1}.');
  let read: ReturnType<typeof parseJsonOrJson5>;
  try {
    read = parseJsonOrJson5(text, { strict: strictJson });
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw tooDeep('JSON', e);
  }
  try {
    return { data: fromJsonValue(read.value), json5: read.json5 };
  } catch (e) {
    throw tooDeep('JSON', e);
  }
}

/**
 * Reads a JSON text (RFC 8259), or JSON5 when it is not strict JSON: {@link readJsonData}
 * without the JSON5 feature.
 *
 * @param text - the JSON or JSON5 text.
 * @returns the value (objects without prototype, integers beyond ±(2^53 − 1) as `bigint` in strict JSON).
 * @throws ToolInputError as {@link readJsonData}.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function parseJsonData(text: string): Data {
  return readJsonData(text).data;
}

/**
 * The notices for users about a JSON input that {@link readJsonData} read: `Read as JSON5:
 * trailing comma at line 3, column 9.` when it is not strict JSON, none otherwise.
 *
 * @param json5 - the feature {@link readJsonData} found, or null.
 * @returns zero or one English sentence.
 */
export function jsonReadNotices(json5: Json5Feature | null): string[] {
  return json5 ? [json5Notice(json5)] : [];
}

function checkJson(value: Data, path: PathStep[], found: { bigint: boolean }): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new ToolInputError(`${formatPath(path)} is ${value === Infinity ? 'infinity' : value === -Infinity ? 'minus infinity' : 'NaN (not a number)'}, which JSON cannot hold.`);
    }
  } else if (typeof value === 'bigint') found.bigint = true;
  else if (Array.isArray(value)) value.forEach((item, i) => checkJson(item, [...path, i], found));
  else if (isDataObject(value)) for (const key of Object.keys(value)) checkJson(value[key] ?? null, [...path, key], found);
}

/**
 * Writes a value as JSON (RFC 8259), like `JSON.stringify(value, null, indent)`; `bigint`
 * integers are written exactly.
 *
 * @param value - the value.
 * @param indent - spaces per level, 0–8 (0 writes one line).
 * @returns the JSON text, ending without a newline.
 * @throws ToolInputError when the value holds infinity or NaN (naming its path), for a bad
 *   indent, or when the result is too large for a string.
 */
export function printJson(value: Data, indent = 2): string {
  checkIndent(indent, 0);
  const found = { bigint: false };
  try {
    checkJson(value, [], found);
    if (!found.bigint) return JSON.stringify(value, null, indent);
    const raw = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? raw(v.toString()) : v), indent);
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw tooDeep('document', e);
  }
}

function checkIndent(indent: number, min: number): void {
  if (!Number.isInteger(indent) || indent < min || indent > 8) {
    throw new ToolInputError(`The indent must be ${min} to 8 spaces, not "${String(indent)}".`);
  }
}

// ---------------------------------------------------------------------------------------------
// YAML

function yamlError(error: YAMLError): ToolInputError {
  const pos = error.linePos?.[0];
  const what = error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '').replace(/\.$/, '');
  if (!pos) return new ToolInputError(`${what}.`, { position: error.pos[0], cause: error });
  return new ToolInputError(`Line ${pos.line}, column ${pos.col}: ${what}.`, { line: pos.line, column: pos.col, position: error.pos[0], cause: error });
}

/** Converts what `yaml`'s `toJS({ mapAsMap: true })` returns into {@link Data}. */
function fromYamlJs(value: unknown, path: PathStep[], ancestors: Set<object>, notes: Notes): Data {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'boolean':
    case 'string':
    case 'number':
      return value;
    case 'bigint':
      return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
    case 'object':
      break;
    default:
      throw new ToolInputError(`${formatPath(path)} holds a value that cannot be converted.`);
  }
  if (value instanceof Uint8Array) {
    notes.add(`${formatPath(path)} is binary data (!!binary); it is written as its base64 text.`);
    return bytesToBase64(value);
  }
  if (value instanceof Date) {
    notes.add(`${formatPath(path)} is a timestamp (!!timestamp); it is written as an ISO 8601 string.`);
    return Number.isNaN(value.getTime()) ? null : value.toISOString();
  }
  if (ancestors.has(value)) {
    throw new ToolInputError(`${formatPath(path)} contains itself (a recursive alias); the result would be infinite.`);
  }
  ancestors.add(value);
  try {
    if (Array.isArray(value) || value instanceof Set) {
      if (value instanceof Set) notes.add(`${formatPath(path)} is a set (!!set); it is written as a list of its members.`);
      return Array.from(value as Iterable<unknown>, (item, i) => fromYamlJs(item, [...path, i], ancestors, notes));
    }
    if (value instanceof Map) {
      const out = newObject();
      for (const [key, item] of value as Map<unknown, unknown>) {
        let name: string;
        if (typeof key === 'string') name = key;
        else if (key === null || key === undefined || typeof key === 'number' || typeof key === 'bigint' || typeof key === 'boolean') {
          name = key === null || key === undefined ? 'null' : String(key);
          notes.add(`Keys that are not text (numbers, true/false, null) are written as text, e.g. ${JSON.stringify(name)} in ${formatPath(path)}.`);
        } else {
          throw new ToolInputError(`${formatPath(path)} has a key that is a mapping or a list (a YAML complex key); keys must be text here.`);
        }
        if (Object.hasOwn(out, name)) throw new ToolInputError(`${formatPath(path)} has the key ${JSON.stringify(name)} twice once keys are written as text.`);
        out[name] = fromYamlJs(item, [...path, name], ancestors, notes);
      }
      return out;
    }
    throw new ToolInputError(`${formatPath(path)} holds a value of a YAML type that cannot be converted.`);
  } finally {
    ancestors.delete(value);
  }
}

/**
 * Reads a YAML 1.2 text (the `yaml` library, core schema; a `%YAML 1.1` directive switches to
 * YAML 1.1) into a value. Anchors and aliases are resolved, `<<` merge keys merged (at most
 * 100 alias expansions per document, against "billion laughs"). Keys that are numbers, booleans or null become text;
 * `!!binary` becomes its base64 text, `!!timestamp` an ISO 8601 string, `!!set` a list (with a
 * note); `.inf`/`.nan` stay numbers (JSON output refuses them). Integers are kept exact.
 *
 * @param text - the YAML text.
 * @param allDocuments - read every document of a multi-document stream into an array; when
 *   false a stream with several documents is refused.
 * @param notes - collects notes for users.
 * @param multiHint - appended to the message refusing several documents, e.g. `: choose …`.
 * @returns the value (an array of documents when `allDocuments`).
 * @throws ToolInputError for an empty text, a syntax error (`Line L, column C: …`, with `line`
 *   and `column` set), several documents without `allDocuments`, a recursive alias, too many
 *   aliases, or a mapping or list used as a key.
 * @see https://yaml.org/spec/1.2.2/, https://eemeli.org/yaml/
 */
export function parseYamlData(text: string, allDocuments: boolean, notes: Notes, multiHint = ''): Data {
  if (text.trim() === '') throw new ToolInputError('The YAML is empty: enter a YAML document, e.g. "a: 1".');
  let docs: ReturnType<typeof parseAllDocuments>;
  try {
    docs = parseAllDocuments(text, { intAsBigInt: true, merge: true });
  } catch (e) {
    throw tooDeep('YAML', e);
  }
  if (docs.length === 0) throw new ToolInputError('The YAML holds no document (only comments or directives).');
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) throw yamlError(error);
  }
  if (!allDocuments && docs.length > 1) {
    throw new ToolInputError(`The YAML holds ${docs.length} documents (separated by ---), but only one can be converted here${multiHint}.`);
  }
  const values = docs.map((doc, i) => {
    for (const w of doc.warnings) notes.add(yamlError(w).message);
    let js: unknown;
    try {
      js = doc.toJS({ mapAsMap: true, maxAliasCount: 100 });
    } catch (e) {
      if (e instanceof ReferenceError && /alias/i.test(e.message)) {
        throw new ToolInputError('The YAML expands too many aliases (more than 100 times its size): refused as a "billion laughs" attack.', { cause: e });
      }
      if (e instanceof Error && !(e instanceof RangeError)) throw new ToolInputError(`The YAML could not be read: ${e.message}`, { cause: e });
      throw tooDeep('YAML', e);
    }
    try {
      return fromYamlJs(js, allDocuments ? [i] : [], new Set(), notes);
    } catch (e) {
      if (e instanceof ToolInputError) throw e;
      throw tooDeep('YAML', e);
    }
  });
  return allDocuments ? values : (values[0] ?? null);
}

/**
 * Writes a value as YAML 1.2 (the `yaml` library): block style, keys in their order, strings
 * quoted where YAML would read them as something else (`"true"`, `"1"`, `"null"`), long strings
 * folded at 80 columns, `bigint` integers exact, infinity and NaN as `.inf` and `.nan`; a last
 * string ending with line breaks double-quoted, so the text ends with exactly one line break.
 *
 * @param value - the value.
 * @param indent - spaces per level, 1–8.
 * @returns the YAML text, ending with exactly one newline.
 * @throws ToolInputError for a bad indent, or a value too large or nested too deeply.
 * @see https://yaml.org/spec/1.2.2/
 */
export function printYaml(value: Data, indent = 2): string {
  checkIndent(indent, 1);
  try {
    return yamlDocumentText(new Document(value, { aliasDuplicateObjects: false }), { indent });
  } catch (e) {
    throw tooDeep('document', e);
  }
}

// ---------------------------------------------------------------------------------------------
// TOML

/** A TOML date, time or date-time as an RFC 3339 / ISO 8601 string, without `.000` when the milliseconds are zero. */
function isoFromTomlDate(date: TomlDate): string {
  return date.toISOString().replace(/\.000(?=$|Z|[+-]\d\d:\d\d)/, '');
}

function fromTomlValue(value: unknown): Data {
  if (value instanceof TomlDate) return isoFromTomlDate(value);
  if (Array.isArray(value)) return value.map(fromTomlValue);
  if (value !== null && typeof value === 'object') {
    const out = newObject();
    for (const key of Object.keys(value)) out[key] = fromTomlValue((value as Record<string, unknown>)[key]);
    return out;
  }
  return value as Data;
}

/**
 * Reads a TOML 1.0 document (the `smol-toml` library) into an object. Dates and times become
 * RFC 3339 strings as TOML writes them (`1979-05-27T07:32:00-08:00`, local `1979-05-27T07:32:00`,
 * `1979-05-27`, `07:32:00`; fractions to the millisecond); `inf` and `nan` stay numbers;
 * integers beyond ±(2^53 − 1) are kept exact as `bigint`. A leading byte order mark is ignored.
 *
 * @param text - the TOML text (empty is an empty table).
 * @returns the top-level table.
 * @throws ToolInputError for a syntax error (`Line L, column C: …`, with `line` and `column`
 *   set) or a document nested too deeply.
 * @see https://toml.io/en/v1.0.0
 */
export function parseTomlData(text: string): DataObject {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = parseToml(body, { integersAsBigInt: 'asNeeded' });
  } catch (e) {
    if (e instanceof TomlError) {
      const what = e.message.replace(/^Invalid TOML document: /, '').split('\n', 1).join('').replace(/\.$/, '');
      throw new ToolInputError(`Line ${e.line}, column ${e.column}: ${what}.`, { line: e.line, column: e.column, cause: e });
    }
    throw tooDeep('TOML', e);
  }
  try {
    return fromTomlValue(value) as DataObject;
  } catch (e) {
    throw tooDeep('TOML', e);
  }
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** RFC 3339 full date, date-time (offset or local) or partial time, as TOML 1.0 accepts them. */
const TOML_DATE = /^(?:\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/;

function normalizeDate(text: string): string {
  return text.toUpperCase().replace(' ', 'T').replace(/\.0+(?=$|Z|[+-])/, '');
}

/** The TOML date a string stands for, when writing it back gives the same text; otherwise null. */
function tomlDateOf(text: string): TomlDate | null {
  if (!TOML_DATE.test(text)) return null;
  const date = new TomlDate(text);
  if (!date.isValid()) return null;
  return normalizeDate(date.toISOString()) === normalizeDate(text) ? date : null;
}

function describe(value: Data): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? 'a string' : typeof value === 'boolean' ? 'a boolean' : 'a number';
}

function toTomlValue(value: Data, path: PathStep[], dates: boolean): unknown {
  if (value === null) throw new ToolInputError(`${formatPath(path)} is null, and TOML has no null: remove it or give it a value.`);
  if (typeof value === 'string') {
    if (!value.isWellFormed()) throw new ToolInputError(`${formatPath(path)} holds an unpaired surrogate (broken Unicode), which TOML cannot hold.`);
    return (dates && tomlDateOf(value)) || value;
  }
  if (typeof value === 'number') {
    // Integers beyond 2^53 that JavaScript writes without an exponent would be written as inexact
    // digits: write their exact value instead, which TOML holds when it fits in 64 bits.
    if (Number.isInteger(value) && !Number.isSafeInteger(value) && !/e/.test(String(value))) return toTomlValue(BigInt(value), path, dates);
    return value;
  }
  if (typeof value === 'bigint') {
    if (value < INT64_MIN || value > INT64_MAX) throw new ToolInputError(`${formatPath(path)} (${value}) is an integer beyond TOML's 64-bit range.`);
    return value;
  }
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item, i) => toTomlValue(item, [...path, i], dates));
  const out = newObject() as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    if (!key.isWellFormed()) throw new ToolInputError(`A key in ${formatPath(path)} holds an unpaired surrogate (broken Unicode), which TOML cannot hold.`);
    out[key] = toTomlValue(value[key] ?? null, [...path, key], dates);
  }
  return out;
}

/**
 * Writes a value as a TOML 1.0 document (the `smol-toml` library): keys and values of a table
 * first, then its sub-tables (`[a.b]`) and arrays of tables (`[[a]]`); mixed arrays inline.
 *
 * @param value - the value; must be an object (TOML's top level is a table).
 * @param dates - strings holding an RFC 3339 date, date-time or time (that TOML writes back
 *   identically) become TOML dates instead of strings.
 * @returns the TOML text.
 * @throws ToolInputError naming the path when the value cannot be TOML: a top level that is
 *   not an object, a null anywhere (`server.ports[2] is null…`), an integer beyond 64 bits,
 *   broken Unicode; or a document nested too deeply.
 * @see https://toml.io/en/v1.0.0
 */
export function printToml(value: Data, dates = true): string {
  if (!isDataObject(value)) {
    throw new ToolInputError(`TOML needs a table (key = value pairs) at the top level, but this is ${describe(value)}.`);
  }
  try {
    return stringifyToml(toTomlValue(value, [], dates));
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw tooDeep('document', e);
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Converts a document between JSON (or JSON5), YAML 1.2 and TOML 1.0 through a JSON-like value:
 * {@link parseJsonData} / {@link parseYamlData} / {@link parseTomlData}, then
 * {@link printJson} / {@link printYaml} / {@link printToml}.
 *
 * @param input - the document text.
 * @param from - its format.
 * @param to - the output format.
 * @param options - {@link ConvertOptions}: `indent`, `allDocuments`, `tomlDates`.
 * @returns the converted text, ending with exactly one newline ({@link asTextFile}), notes for users,
 *   and for JSON input `notices` (the JSON5 notice of {@link jsonReadNotices}).
 * @throws ToolInputError for anything the input or the conversion cannot do; the message says
 *   what and where (line and column of a syntax error, path of a value the output cannot hold).
 */
export function convertData(input: string, from: DataFormat, to: DataFormat, options: ConvertOptions = {}): Converted {
  const notes = new Notes();
  const json = from === 'json' ? readJsonData(input) : null;
  const data = json ? json.data : from === 'yaml' ? parseYamlData(input, to === 'json' && (options.allDocuments ?? false), notes, to === 'json' ? ': choose "All documents as an array" to convert them all' : '') : parseTomlData(input);
  const output = to === 'json' ? printJson(data, options.indent ?? 2) : to === 'yaml' ? printYaml(data, options.indent ?? 2) : printToml(data, options.tomlDates ?? true);
  return { output: asTextFile(output), warnings: notes.done(), ...(json && { notices: jsonReadNotices(json.json5) }) };
}
