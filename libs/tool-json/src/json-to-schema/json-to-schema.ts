import { ToolInputError } from '@handy-tools/ui/kit';
import type { JsonNode } from '../shared/json-tree.js';
import { json5Notice } from '@handy-tools/json-text';
import { parseJsonDocument } from '../shared/parse-json-document.js';
import { indentSpace, type JsonIndent } from '../json-prettify/json-prettify.js';

/** How the input holds the samples. */
export type SampleMode = 'document' | 'array' | 'lines';
/** What {@link jsonToSchema} writes. */
export type SchemaOutput = 'json-schema' | 'mysql' | 'mongoose' | 'bigquery' | 'clickhouse';
/** String formats {@link detectFormat} recognises (JSON Schema 2020-12 validation vocabulary, §7.3). */
export type StringFormat = 'date-time' | 'date' | 'email' | 'uri' | 'uuid' | 'ipv4';

/** Options of {@link jsonToSchema}. */
export interface JsonToSchemaOptions {
  /**
   * `document` (default): the whole input is one sample. `array`: the input is a JSON array and
   * each item is a sample. `lines`: JSON Lines, one sample per non-blank line.
   */
  samples?: SampleMode;
  /** Output: JSON Schema 2020-12 (default), MySQL, Mongoose, BigQuery or ClickHouse. */
  output?: SchemaOutput;
  /** Detect string formats (date-time, date, email, uri, uuid, ipv4) and use them. Default `true`. */
  formats?: boolean;
  /** Table (or model) name for the database outputs. Default `data`. */
  tableName?: string;
  /** Indentation of the JSON outputs (JSON Schema, BigQuery): 0–8 spaces (0: one line) or `'tab'`. Default 2. */
  indent?: JsonIndent;
}

/** The result of {@link jsonToSchema}. */
export interface SchemaResult {
  /** The schema or the table definition, ending with a line break (the output is a file). */
  output: string;
  /** Notes for users (type choices, names a database may refuse); empty when none. */
  warnings: string[];
  /** Set when a sample was not strict JSON: `Read as JSON5: comment at line 1, column 1.` (empty otherwise). */
  notices: string[];
}

/** What was seen at one place of the samples: counts per JSON type, and the merged children. */
export interface Shape {
  /** Values seen here (null included); for an object property, the objects that had the key. */
  seen: number;
  nulls: number;
  booleans: number;
  /** Numbers written without fraction or exponent. */
  integers: number;
  /** Numbers written with a fraction or an exponent. */
  numbers: number;
  intMin?: bigint;
  intMax?: bigint;
  strings: number;
  /** Longest string, in code points. */
  maxLength: number;
  /** The format every string had; `null` once two differ or one has none; `undefined` before any string. */
  format?: StringFormat | null;
  objects: number;
  /** Properties in order of first appearance. */
  properties: Map<string, Shape>;
  arrays: number;
  /** All items of all arrays merged; `undefined` while every array was empty. */
  items?: Shape;
}

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

function newShape(): Shape {
  return { seen: 0, nulls: 0, booleans: 0, integers: 0, numbers: 0, strings: 0, maxLength: 0, objects: 0, properties: new Map(), arrays: 0 };
}

// ---------------------------------------------------------------------------------------------
// Formats

function validDate(y: number, m: number, d: number): boolean {
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return m >= 1 && m <= 12 && d >= 1 && d <= (days[m - 1] ?? 0);
}

/**
 * The format of a string, if it is plainly one of: `uuid` (RFC 9562 hex-and-dashes form),
 * `date-time` / `date` (RFC 3339 §5.6 `date-time` / `full-date`, calendar-checked), `ipv4`
 * (dotted quad, RFC 2673 §3.2), `email` (dot-atom `local@domain.tld`, RFC 5321 §4.1.2 subset),
 * `uri` (an absolute URI with `scheme://` and only RFC 3986 characters). Conservative: a string
 * in doubt gets no format.
 *
 * @param value - the string.
 * @returns the format, or `null`.
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-7.3
 */
export function detectFormat(value: string): StringFormat | null {
  if (value.length > 2048) return null;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return 'uuid';
  const dt = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2})))?$/.exec(value);
  if (dt) {
    const [, y, m, d, hh, mm, ss, , oh, om] = dt;
    if (!validDate(Number(y), Number(m), Number(d))) return null;
    if (hh === undefined) return 'date';
    if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
    if (oh !== undefined && (Number(oh) > 23 || Number(om) > 59)) return null;
    return 'date-time';
  }
  if (/^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(value)) return 'ipv4';
  if (/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/.test(value)) return 'email';
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]]|%[0-9A-Fa-f]{2})+$/.test(value) && /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[A-Za-z0-9\-._~%!$&'()*+,;=]+(?::\d*)?(?:[/?#]|$)/.test(value)) return 'uri';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Inference

/**
 * Merges one JSON value (as a {@link JsonNode}) into a {@link Shape}.
 *
 * @param shape - the shape to update.
 * @param node - the value.
 * @param formats - detect string formats.
 */
export function mergeSample(shape: Shape, node: JsonNode, formats: boolean): void {
  shape.seen++;
  switch (node.type) {
    case 'null':
      shape.nulls++;
      return;
    case 'boolean':
      shape.booleans++;
      return;
    case 'number':
      if (/^-?\d+$/.test(node.raw)) {
        shape.integers++;
        const n = BigInt(node.raw);
        if (shape.intMin === undefined || n < shape.intMin) shape.intMin = n;
        if (shape.intMax === undefined || n > shape.intMax) shape.intMax = n;
      } else shape.numbers++;
      return;
    case 'string': {
      shape.strings++;
      const value = JSON.parse(node.raw) as string;
      let length = 0;
      for (const _ of value) length++;
      if (length > shape.maxLength) shape.maxLength = length;
      if (!formats) shape.format = null;
      else if (shape.format !== null) {
        const format = detectFormat(value);
        shape.format = shape.format === undefined || shape.format === format ? format : null;
      }
      return;
    }
    case 'array':
      shape.arrays++;
      for (const item of node.items) {
        shape.items ??= newShape();
        mergeSample(shape.items, item, formats);
      }
      return;
    case 'object': {
      shape.objects++;
      const done = new Set<string>();
      for (const entry of node.entries) {
        let child = shape.properties.get(entry.key);
        if (!child) {
          child = newShape();
          shape.properties.set(entry.key, child);
        }
        if (done.has(entry.key)) child.seen--; // a repeated key counts once per object
        done.add(entry.key);
        mergeSample(child, entry.value, formats);
      }
    }
  }
}

/**
 * Infers the {@link Shape} of samples.
 *
 * @param samples - the samples.
 * @param formats - detect string formats.
 * @returns the merged shape.
 */
export function inferShape(samples: readonly JsonNode[], formats = true): Shape {
  const shape = newShape();
  for (const sample of samples) mergeSample(shape, sample, formats);
  return shape;
}

/** The JSON Schema types seen in a shape, `integer` folded into `number` when both occur. */
function jsonTypes(shape: Shape): string[] {
  const types: string[] = [];
  if (shape.objects) types.push('object');
  if (shape.arrays) types.push('array');
  if (shape.strings) types.push('string');
  if (shape.numbers) types.push('number');
  else if (shape.integers) types.push('integer');
  if (shape.booleans) types.push('boolean');
  if (shape.nulls) types.push('null');
  return types;
}

/**
 * Turns a shape into a JSON Schema (2020-12) subschema: `type` (a type array when several types
 * were seen), `properties` and `required` (keys present in every object) for objects, `items`
 * (all items merged) for arrays, `format` for strings that all had the same format.
 *
 * @param shape - the shape.
 * @returns the subschema; `{}` (anything) when nothing was seen.
 * @see https://json-schema.org/draft/2020-12/json-schema-core, https://json-schema.org/draft/2020-12/json-schema-validation
 */
export function shapeToJsonSchema(shape: Shape): Record<string, unknown> {
  const types = jsonTypes(shape);
  if (types.length === 0) return {};
  const schema: Record<string, unknown> = { type: types.length === 1 ? types[0] : types };
  if (shape.strings && shape.format) schema.format = shape.format;
  if (shape.objects) {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [key, child] of shape.properties) {
      Object.defineProperty(properties, key, { value: shapeToJsonSchema(child), enumerable: true, writable: true, configurable: true });
      if (child.seen === shape.objects) required.push(key);
    }
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
  }
  if (shape.arrays && shape.items) schema.items = shapeToJsonSchema(shape.items);
  return schema;
}

// ---------------------------------------------------------------------------------------------
// Column model shared by the database outputs

type Kind = 'boolean' | 'integer' | 'number' | 'string' | 'object' | 'array' | 'mixed' | 'null';

function kindOf(shape: Shape): Kind {
  const kinds: Kind[] = [];
  if (shape.objects) kinds.push('object');
  if (shape.arrays) kinds.push('array');
  if (shape.strings) kinds.push('string');
  if (shape.numbers || shape.integers) kinds.push(shape.numbers ? 'number' : 'integer');
  if (shape.booleans) kinds.push('boolean');
  if (kinds.length === 0) return 'null';
  return kinds.length === 1 ? kinds[0]! : 'mixed';
}

const INT32 = 2n ** 31n;
const INT64 = 2n ** 63n;
const fitsInt64 = (s: Shape) => s.intMin === undefined || (s.intMin >= -INT64 && (s.intMax ?? 0n) < INT64);
const fitsInt32 = (s: Shape) => s.intMin === undefined || (s.intMin >= -INT32 && (s.intMax ?? 0n) < INT32);

/** Collects notes for users, without duplicates, at most 8 (and a count of the rest). */
class Notes {
  private readonly list: string[] = [];
  private more = 0;
  add(note: string): void {
    if (this.list.includes(note)) return;
    if (this.list.length < 8) this.list.push(note);
    else this.more++;
  }
  done(): string[] {
    return this.more ? [...this.list, `…and ${this.more} more notes.`] : this.list;
  }
}

/** The columns of a table: the root's properties when the samples are objects, else one `value` column. */
function rowShape(shape: Shape, notes: Notes): { columns: Map<string, Shape>; rows: number } {
  let row = shape;
  if (kindOf(shape) === 'array' && shape.items) {
    row = shape.items;
    notes.add('The top level is an array: each of its items is a row.');
  }
  if (kindOf(row) === 'object') {
    if (row.properties.size === 0) throw new ToolInputError('The samples are empty objects: there are no fields to make columns from.');
    if (row.nulls) notes.add('Some samples are null: they are left out of the columns.');
    return { columns: row.properties, rows: row.objects };
  }
  notes.add('The samples are not objects: they go in one column named "value".');
  return { columns: new Map([['value', row]]), rows: row.seen };
}

const nullable = (shape: Shape, parentCount: number) => shape.nulls > 0 || shape.seen < parentCount;

/** Quotes an identifier with backticks, doubling backticks inside (MySQL 8.4 manual, 11.2 Schema Object Names). */
export function quoteMysqlIdentifier(name: string): string {
  return `\`${name.replace(/`/g, '``')}\``;
}

/** Quotes an identifier with backticks, escaping `\` and `` ` `` with a backslash (ClickHouse docs, Syntax: Identifiers). */
export function quoteClickHouseIdentifier(name: string): string {
  return `\`${name.replace(/[\\`]/g, (c) => `\\${c}`)}\``;
}

function checkCaseDuplicates(names: Iterable<string>, where: string, notes: Notes): void {
  const seen = new Map<string, string>();
  for (const name of names) {
    const lower = name.toLowerCase();
    const other = seen.get(lower);
    if (other !== undefined) notes.add(`${where}: "${other}" and "${name}" differ only in case, which this database treats as the same name.`);
    else seen.set(lower, name);
  }
}

// ---------------------------------------------------------------------------------------------
// MySQL

function mysqlType(shape: Shape, name: string, notes: Notes): string {
  const kind = kindOf(shape);
  switch (kind) {
    case 'boolean':
      return 'BOOLEAN';
    case 'integer':
      if (fitsInt32(shape)) return 'INT';
      if (fitsInt64(shape)) return 'BIGINT';
      notes.add(`"${name}" holds integers beyond 64 bits: DECIMAL(65,0).`);
      return 'DECIMAL(65,0)';
    case 'number':
      return 'DOUBLE';
    case 'string':
      if (shape.format === 'date') return 'DATE';
      if (shape.format === 'date-time') return 'DATETIME(6)';
      if (shape.format === 'uuid') return 'CHAR(36)';
      if (shape.maxLength <= 255) return 'VARCHAR(255)';
      if (shape.maxLength <= 16_383) return `VARCHAR(${shape.maxLength})`;
      return shape.maxLength <= 4_194_303 ? 'MEDIUMTEXT' : 'LONGTEXT';
    case 'object':
    case 'array':
      return 'JSON';
    case 'mixed':
      notes.add(`"${name}" holds values of several types: JSON column.`);
      return 'JSON';
    default:
      notes.add(`"${name}" is only ever null: JSON column.`);
      return 'JSON';
  }
}

/**
 * Writes a MySQL `CREATE TABLE` for the samples: one column per top-level field. Nested
 * objects and arrays become `JSON` columns (not child tables): the document keeps its shape
 * and MySQL's JSON functions reach inside. Types: `BOOLEAN`, `INT` / `BIGINT` (by the range
 * seen), `DOUBLE`, `VARCHAR(255)` / `VARCHAR(n)` / `MEDIUMTEXT` / `LONGTEXT` (by the longest
 * string; utf8mb4 rows hold 16,383 characters), `DATE`, `DATETIME(6)`, `CHAR(36)` (uuid),
 * `JSON`; `NOT NULL` for fields present and non-null in every sample.
 *
 * @param shape - the samples' shape ({@link inferShape}).
 * @param table - the table name (quoted with backticks).
 * @param notes - collects notes for users.
 * @returns the SQL.
 * @throws ToolInputError when there is no column to make.
 * @see https://dev.mysql.com/doc/refman/8.4/en/data-types.html, https://dev.mysql.com/doc/refman/8.4/en/json.html
 */
function toMysql(shape: Shape, table: string, notes: Notes): string {
  const { columns, rows } = rowShape(shape, notes);
  checkCaseDuplicates(columns.keys(), 'MySQL columns', notes);
  const lines: string[] = [];
  for (const [name, child] of columns) {
    if ([...name].length > 64) notes.add(`"${name.slice(0, 20)}…" is longer than MySQL's 64-character identifiers.`);
    lines.push(`  ${quoteMysqlIdentifier(name)} ${mysqlType(child, name, notes)} ${nullable(child, rows) ? 'NULL' : 'NOT NULL'}`);
  }
  return `CREATE TABLE ${quoteMysqlIdentifier(table)} (\n${lines.join(',\n')}\n);\n`;
}

// ---------------------------------------------------------------------------------------------
// Mongoose

const JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A JavaScript single-quoted string literal. */
const jsString = (text: string) => `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (c) => (c === '\\' || c === "'" ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))}'`;
const jsKey = (key: string) => (JS_IDENTIFIER.test(key) ? key : jsString(key));

function mongooseType(shape: Shape, level: number, notes: Notes, name: string): string {
  switch (kindOf(shape)) {
    case 'boolean':
      return 'Boolean';
    case 'integer':
    case 'number':
      return 'Number';
    case 'string':
      return shape.format === 'date' || shape.format === 'date-time' ? 'Date' : 'String';
    case 'object':
      return mongooseObject(shape, level, notes);
    case 'array':
      return shape.items && kindOf(shape.items) !== 'null' ? `[${mongooseType(shape.items, level, notes, name)}]` : '[]';
    case 'mixed':
      notes.add(`"${name}" holds values of several types: Schema.Types.Mixed.`);
      return 'Schema.Types.Mixed';
    default:
      return 'Schema.Types.Mixed';
  }
}

function mongooseObject(shape: Shape, level: number, notes: Notes): string {
  if (shape.properties.size === 0) return '{}';
  const pad = '  '.repeat(level + 1);
  const lines: string[] = [];
  for (const [key, child] of shape.properties) {
    const type = mongooseType(child, level + 1, notes, key);
    const required = !nullable(child, shape.objects) && kindOf(child) !== 'object' && kindOf(child) !== 'array';
    // A path named `type` must use the { type: … } form, or Mongoose reads it as the parent's type.
    const value = required ? `{ type: ${type}, required: true }` : key === 'type' ? `{ type: ${type} }` : type;
    lines.push(`${pad}${jsKey(key)}: ${value},`);
  }
  return `{\n${lines.join('\n')}\n${'  '.repeat(level)}}`;
}

/**
 * Writes a Mongoose schema (ES module source) for the samples: `String`, `Number`, `Boolean`,
 * `Date` (date / date-time strings), nested paths for objects, `[T]` arrays (`[{ … }]` for arrays
 * of subdocuments, `[]` for arrays of anything), `Schema.Types.Mixed` for values of several
 * types; `required: true` on scalar fields present and non-null in every sample. A field named
 * `type` is written `{ type: … }` as the Mongoose docs require.
 *
 * @see https://mongoosejs.com/docs/schematypes.html, https://mongoosejs.com/docs/guide.html
 */
function toMongoose(shape: Shape, name: string, notes: Notes): string {
  let root = shape;
  if (kindOf(shape) === 'array' && shape.items) {
    root = shape.items;
    notes.add('The top level is an array: each of its items is a document.');
  }
  if (kindOf(root) !== 'object') throw new ToolInputError('A Mongoose schema describes documents: the samples must be JSON objects (or an array of objects).');
  return `import mongoose from 'mongoose';\n\nconst { Schema } = mongoose;\n\nconst schema = new Schema(${mongooseObject(root, 0, notes)});\n\nexport default mongoose.model(${jsString(name)}, schema);\n`;
}

// ---------------------------------------------------------------------------------------------
// BigQuery

/** A field of a BigQuery table schema (the JSON schema file format). */
export interface BigQueryField {
  name: string;
  type: string;
  mode: 'NULLABLE' | 'REQUIRED' | 'REPEATED';
  fields?: BigQueryField[];
}

function bigQueryFields(shape: Shape, rows: number, path: string, notes: Notes): BigQueryField[] {
  checkCaseDuplicates(shape.properties.keys(), `BigQuery fields${path ? ` of ${path}` : ''}`, notes);
  return [...shape.properties].map(([name, child]) => bigQueryField(name, child, rows, path ? `${path}.${name}` : name, notes));
}

function bigQueryScalar(shape: Shape, path: string, notes: Notes): Omit<BigQueryField, 'name' | 'mode'> {
  switch (kindOf(shape)) {
    case 'boolean':
      return { type: 'BOOLEAN' };
    case 'integer':
      if (fitsInt64(shape)) return { type: 'INTEGER' };
      notes.add(`"${path}" holds integers beyond 64 bits: BIGNUMERIC.`);
      return { type: 'BIGNUMERIC' };
    case 'number':
      return { type: 'FLOAT' };
    case 'string':
      return { type: shape.format === 'date' ? 'DATE' : shape.format === 'date-time' ? 'TIMESTAMP' : 'STRING' };
    case 'object':
      if (shape.properties.size === 0) return { type: 'JSON' };
      return { type: 'RECORD', fields: bigQueryFields(shape, shape.objects, path, notes) };
    case 'array':
      notes.add(`"${path}" is an array of arrays, which BigQuery cannot nest: JSON.`);
      return { type: 'JSON' };
    case 'mixed':
      notes.add(`"${path}" holds values of several types: JSON.`);
      return { type: 'JSON' };
    default:
      notes.add(`"${path}" is only ever null: STRING.`);
      return { type: 'STRING' };
  }
}

function bigQueryField(name: string, shape: Shape, parentCount: number, path: string, notes: Notes): BigQueryField {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,299}$/.test(name)) notes.add(`"${path}" is not a classic BigQuery column name (letters, digits, underscores, not starting with a digit); it needs flexible column names.`);
  if (kindOf(shape) === 'array') {
    const items = shape.items;
    if (items && items.nulls) notes.add(`"${path}" has null items, which a REPEATED field cannot hold.`);
    const inner = items && kindOf(items) !== 'null' ? bigQueryScalar(items, path, notes) : { type: 'STRING' };
    return { name, ...inner, mode: 'REPEATED' };
  }
  const scalar = bigQueryScalar(shape, path, notes);
  return { name, type: scalar.type, mode: nullable(shape, parentCount) ? 'NULLABLE' : 'REQUIRED', ...(scalar.fields ? { fields: scalar.fields } : {}) };
}

/**
 * Writes a BigQuery table schema (the JSON array of `{ name, type, mode, fields }` that `bq`
 * and the API take). Types: `BOOLEAN`, `INTEGER`, `BIGNUMERIC` (beyond 64 bits), `FLOAT`,
 * `STRING`, `DATE`, `TIMESTAMP` (date-time strings), `RECORD` with `fields` for objects, `JSON`
 * for values of several types, arrays of arrays and empty objects. Modes: `REQUIRED` (present,
 * non-null in every sample), `NULLABLE`, `REPEATED` (arrays).
 *
 * @see https://cloud.google.com/bigquery/docs/schemas, https://cloud.google.com/bigquery/docs/nested-repeated
 */
function toBigQuery(shape: Shape, notes: Notes, space: number | string): string {
  const { columns, rows } = rowShape(shape, notes);
  const root = newShape();
  root.properties = columns;
  return `${JSON.stringify(bigQueryFields(root, rows, '', notes), null, space)}\n`;
}

// ---------------------------------------------------------------------------------------------
// ClickHouse

function clickHouseType(shape: Shape, parentCount: number, path: string, notes: Notes): string {
  const kind = kindOf(shape);
  let type: string;
  switch (kind) {
    case 'boolean':
      type = 'Bool';
      break;
    case 'integer':
      if (fitsInt64(shape)) type = 'Int64';
      else if ((shape.intMin ?? 0n) >= 0n && (shape.intMax ?? 0n) < 2n ** 64n) type = 'UInt64';
      else {
        notes.add(`"${path}" holds integers beyond 64 bits: Int256.`);
        type = 'Int256';
      }
      break;
    case 'number':
      type = 'Float64';
      break;
    case 'string':
      type = shape.format === 'date' ? 'Date32' : shape.format === 'date-time' ? 'DateTime64(3)' : shape.format === 'uuid' ? 'UUID' : shape.format === 'ipv4' ? 'IPv4' : 'String';
      if (shape.format === 'date-time') notes.add(`"${path}" is DateTime64(3): insert ISO 8601 text with date_time_input_format = 'best_effort'.`);
      break;
    case 'object': {
      if (shape.properties.size === 0) {
        notes.add(`"${path}" is always an empty object: String.`);
        type = 'String';
        break;
      }
      const elements = [...shape.properties].map(([name, child]) => `${quoteClickHouseIdentifier(name)} ${clickHouseType(child, shape.objects, `${path}.${name}`, notes)}`);
      if (nullable(shape, parentCount)) notes.add(`"${path}" is sometimes missing or null, but a Tuple cannot be Nullable: missing values read as the default (empty) tuple.`);
      return `Tuple(${elements.join(', ')})`;
    }
    case 'array': {
      const items = shape.items && kindOf(shape.items) !== 'null' ? clickHouseType(shape.items, shape.items.seen, `${path}[]`, notes) : 'String';
      if (nullable(shape, parentCount)) notes.add(`"${path}" is sometimes missing or null, but an Array cannot be Nullable: missing values read as [].`);
      return `Array(${items})`;
    }
    case 'mixed':
      notes.add(`"${path}" holds values of several types: String (its JSON text).`);
      type = 'String';
      break;
    default:
      type = 'String';
  }
  return nullable(shape, parentCount) ? `Nullable(${type})` : type;
}

/**
 * Writes a ClickHouse `CREATE TABLE … ENGINE = MergeTree ORDER BY tuple()` for the samples.
 * Types: `Bool`, `Int64` / `UInt64` / `Int256`, `Float64`, `String`, `Date32`, `DateTime64(3)`,
 * `UUID`, `IPv4`; objects become named `Tuple(name T, …)`, arrays `Array(T)`; fields missing
 * or null in some samples are `Nullable(T)` — except arrays and tuples, which ClickHouse cannot
 * make Nullable (they read as empty). Values of several types are `String`.
 *
 * @see https://clickhouse.com/docs/sql-reference/data-types, https://clickhouse.com/docs/sql-reference/data-types/nullable,
 *   https://clickhouse.com/docs/sql-reference/data-types/tuple, https://clickhouse.com/docs/engines/table-engines/mergetree-family/mergetree
 */
function toClickHouse(shape: Shape, table: string, notes: Notes): string {
  const { columns, rows } = rowShape(shape, notes);
  const lines = [...columns].map(([name, child]) => `    ${quoteClickHouseIdentifier(name)} ${clickHouseType(child, rows, name, notes)}`);
  return `CREATE TABLE ${quoteClickHouseIdentifier(table)}\n(\n${lines.join(',\n')}\n)\nENGINE = MergeTree\nORDER BY tuple();\n`;
}

// ---------------------------------------------------------------------------------------------
// Input

/**
 * Reads the samples of an input: JSON (RFC 8259), or JSON5 where a sample is not strict JSON
 * (the first such sample gets a notice naming its first JSON5 feature, e.g.
 * `Read as JSON5: comment at line 1, column 1.`).
 *
 * @param input - JSON text (`document`, `array`) or JSON Lines (`lines`).
 * @param mode - {@link SampleMode}.
 * @param notices - receives the notices (at most one), when given.
 * @returns the samples as {@link JsonNode} trees.
 * @throws ToolInputError for a syntax error (`Line L, column C: …`), an `array` input that is not
 *   an array, or no sample at all.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://jsonlines.org/
 */
export function readSamples(input: string, mode: SampleMode = 'document', notices?: string[]): JsonNode[] {
  if (input.trim() === '') throw new ToolInputError('The input is empty: paste one or more JSON samples.');
  if (mode === 'lines') {
    const samples: JsonNode[] = [];
    const lines = input.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.replace(/\r$/, '');
      if (line.trim() === '') continue;
      try {
        const parsed = parseJsonDocument(i === 0 ? line : line.replace(/^\uFEFF/, ''));
        samples.push(parsed.tree);
        if (parsed.json5 && notices?.length === 0) notices.push(json5Notice({ ...parsed.json5, line: i + 1 }));
      } catch (e) {
        if (!(e instanceof ToolInputError)) throw e;
        const column = e.column ?? 1;
        const what = e.message.replace(/^Line \d+, column \d+: /, '');
        throw new ToolInputError(`Line ${i + 1}, column ${column}: ${what}`, { line: i + 1, column, cause: e });
      }
    }
    return samples;
  }
  const { tree, notices: read } = parseJsonDocument(input);
  notices?.push(...read);
  if (mode === 'array') {
    if (tree.type !== 'array') throw new ToolInputError('"Array of samples" needs a JSON array at the top level, e.g. [{"a": 1}, {"a": 2}].');
    if (tree.items.length === 0) throw new ToolInputError('The array is empty: there is no sample.');
    return tree.items;
  }
  return [tree];
}

/**
 * Infers a schema from JSON samples and writes it as JSON Schema 2020-12, a MySQL or ClickHouse
 * `CREATE TABLE`, a Mongoose schema or a BigQuery table schema.
 *
 * The inference is this tool's own (no maintained 2020-12 inferrer exists): types are merged
 * across samples (a type array when several occur; `integer` when every number was written
 * without fraction or exponent), `required` lists the keys present in every sample object,
 * array items are merged into one `items` schema, and (optionally) strings that all have the
 * same format get `format`. The JSON Schema validates every sample it was inferred from.
 *
 * @param input - the samples (see {@link JsonToSchemaOptions.samples}).
 * @param options - {@link JsonToSchemaOptions}.
 * @returns `{ output, warnings, notices }`.
 * @throws ToolInputError for a syntax error (`Line L, column C: …`), no sample, samples a
 *   database output cannot describe (no fields), an empty table name, or an invalid indent.
 * @see https://json-schema.org/draft/2020-12/json-schema-core
 */
export function jsonToSchema(input: string, options: JsonToSchemaOptions = {}): SchemaResult {
  const output = options.output ?? 'json-schema';
  const table = (options.tableName ?? 'data').trim();
  if (output !== 'json-schema' && table === '') throw new ToolInputError('Enter a table name.');
  const space = indentSpace(options.indent ?? 2);
  const notices: string[] = [];
  const samples = readSamples(input, options.samples ?? 'document', notices);
  const notes = new Notes();
  try {
    const shape = inferShape(samples, options.formats ?? true);
    switch (output) {
      case 'mysql':
        return { output: toMysql(shape, table, notes), warnings: notes.done(), notices };
      case 'mongoose':
        return { output: toMongoose(shape, table, notes), warnings: notes.done(), notices };
      case 'bigquery':
        return { output: toBigQuery(shape, notes, space), warnings: notes.done(), notices };
      case 'clickhouse':
        return { output: toClickHouse(shape, table, notes), warnings: notes.done(), notices };
      default: {
        const schema = { $schema: DRAFT_2020_12, ...shapeToJsonSchema(shape) };
        return { output: `${JSON.stringify(schema, null, space)}\n`, warnings: notes.done(), notices };
      }
    }
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    if (e instanceof RangeError) throw new ToolInputError('The samples are nested too deeply to describe.', { cause: e });
    throw e;
  }
}
