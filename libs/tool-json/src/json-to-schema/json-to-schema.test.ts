import { isIPv4 } from 'node:net';
import { parse as parseJs } from 'acorn';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { detectFormat, jsonToSchema, quoteClickHouseIdentifier, quoteMysqlIdentifier, readSamples, type JsonToSchemaOptions } from './json-to-schema.js';
import { tool } from './meta.js';
import { jsonToSchemaState } from './state.js';

/**
 * A real JSON Schema 2020-12 validator (Ajv). Formats are checked by independent means (Node's
 * isIPv4, WHATWG URL, Date), not by the tool's own detection.
 */
function validator() {
  // ownProperties: a key such as "valueOf" is checked only when the sample has it, not inherited.
  const ajv = new Ajv2020({ allowUnionTypes: true, strict: true, ownProperties: true });
  const date = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
  ajv.addFormat('date', date);
  ajv.addFormat('date-time', (s) => date(s.slice(0, 10)) && /^.{10}[Tt]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/.test(s) && !Number.isNaN(Date.parse(s.toUpperCase())));
  ajv.addFormat('ipv4', (s) => isIPv4(s));
  ajv.addFormat('uri', (s) => URL.canParse(s) && /^[a-z][a-z0-9+.-]*:/i.test(s));
  ajv.addFormat('uuid', (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s));
  ajv.addFormat('email', (s) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s));
  return ajv;
}

const schemaOf = (input: string, options: JsonToSchemaOptions = {}) => JSON.parse(jsonToSchema(input, options).output) as Record<string, unknown>;

describe('JSON Schema 2020-12 inference', () => {
  it('merges types across samples: required = keys in every object, integer vs number, type arrays', () => {
    const schema = schemaOf('[{"id": 1, "name": "a", "score": 1, "tags": ["x"]}, {"id": 2, "score": 2.5, "name": null, "tags": [], "extra": true}]', { samples: 'array' });
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: ['string', 'null'] },
        score: { type: 'number' },
        tags: { type: 'array', items: { type: 'string' } },
        extra: { type: 'boolean' },
      },
      required: ['id', 'name', 'score', 'tags'],
    });
  });
  it('one document: the top-level array is described itself, its items merged', () => {
    expect(schemaOf('[1, "a", {"k": []}]')).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      items: { type: ['object', 'string', 'integer'], properties: { k: { type: 'array' } }, required: ['k'] },
    });
  });
  it('JSON Lines: one sample per line; errors name the line', () => {
    expect(schemaOf('{"a": 1}\n\n{"a": "x", "b": 2}\n', { samples: 'lines' })).toMatchObject({ properties: { a: { type: ['string', 'integer'] }, b: { type: 'integer' } }, required: ['a'] });
    const error = expectToolInputError(() => jsonToSchema('{"a": 1}\n{"a": }\n', { samples: 'lines' }));
    expect(error.message).toMatch(/^Line 2, column 7: /);
    expect([error.line, error.column]).toEqual([2, 7]);
    expect(expectToolInputError(() => jsonToSchema('{"a": 1', {})).message).toMatch(/^Line 1, column 8: /);
    expect(expectToolInputError(() => jsonToSchema('{"a": 1}', { samples: 'array' })).message).toMatch(/needs a JSON array/);
  });
  it('detects formats (RFC 3339 §5.8, RFC 9562 §4, RFC 5737, RFC 3986 examples), conservatively', () => {
    expect(detectFormat('1985-04-12T23:20:50.52Z')).toBe('date-time');
    expect(detectFormat('1996-12-19T16:39:57-08:00')).toBe('date-time');
    expect(detectFormat('1937-01-01T12:00:27.87+00:20')).toBe('date-time');
    expect(detectFormat('1985-04-12')).toBe('date');
    expect(detectFormat('2023-02-29')).toBeNull();
    expect(detectFormat('1985-04-12 23:20:50')).toBeNull();
    expect(detectFormat('f81d4fae-7dec-11d0-a765-00a0c91e6bf6')).toBe('uuid');
    expect(detectFormat('192.0.2.1')).toBe('ipv4');
    expect(detectFormat('256.0.0.1')).toBeNull();
    expect(detectFormat('user@example.com')).toBe('email');
    expect(detectFormat('http://www.ietf.org/rfc/rfc2396.txt')).toBe('uri');
    expect(detectFormat('ldap://[2001:db8::7]/c=GB?objectClass?one')).toBeNull(); // in doubt: none
    expect(detectFormat('hello')).toBeNull();
    expect(schemaOf('[{"at": "1985-04-12T23:20:50.52Z"}, {"at": "1996-12-19T16:39:57-08:00"}]', { samples: 'array' })).toMatchObject({ properties: { at: { type: 'string', format: 'date-time' } } });
    expect(schemaOf('["1985-04-12", "192.0.2.1"]')).toMatchObject({ items: { type: 'string' } });
    expect(schemaOf('["1985-04-12"]', { formats: false })).toEqual({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', items: { type: 'string' } });
  });
  it('keeps "__proto__" as an ordinary property', () => {
    const schema = schemaOf('{"__proto__": 1}');
    expect(Object.keys(schema.properties as object)).toEqual(['__proto__']);
  });
  it('the schema validates every sample it was inferred from (Ajv 2020-12, fast-check)', () => {
    const ajv = validator();
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 6 }), fc.boolean(), (samples, lines) => {
        const input = lines ? samples.map((s) => JSON.stringify(s)).join('\n') : JSON.stringify(samples);
        const schema = schemaOf(input, { samples: lines ? 'lines' : 'array' });
        const validate = ajv.compile(schema);
        for (const sample of samples) expect(validate(JSON.parse(JSON.stringify(sample))), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it('…also with strings that have formats', () => {
    const ajv = validator();
    const formatted = fc.oneof(fc.uuid(), fc.date({ noInvalidDate: true, min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z') }).map((d) => d.toISOString()), fc.ipV4(), fc.emailAddress(), fc.webUrl(), fc.string());
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.constantFrom('a', 'b', 'c'), formatted), { minLength: 1, maxLength: 5 }), (samples) => {
        const schema = schemaOf(JSON.stringify(samples), { samples: 'array' });
        const validate = ajv.compile(schema);
        for (const sample of samples) expect(validate(sample), JSON.stringify([sample, validate.errors])).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it('a sample of another shape is rejected by the schema (it is not just {})', () => {
    const validate = validator().compile(schemaOf('[{"id": 1, "name": "a"}]', { samples: 'array' }));
    expect(validate({ id: 2, name: 'b' })).toBe(true);
    expect(validate({ id: 'x', name: 'b' })).toBe(false);
    expect(validate({ name: 'b' })).toBe(false);
    expect(validate({ id: 1.5, name: 'b' })).toBe(false);
  });
});

const SAMPLES = JSON.stringify([
  { id: 1, name: 'Ada', email: 'ada@example.com', score: 9.5, active: true, born: '1815-12-10', address: { city: 'London', zip: null }, tags: ['math'], big: 5000000000 },
  { id: 2, name: 'Alan', email: 'alan@example.com', score: 8, active: false, born: '1912-06-23', address: { city: 'Wilmslow', zip: 'SK9' }, tags: [] },
]);

describe('JSON5 samples', () => {
  it('are read, with a notice naming the first JSON5 feature (spec.json5.org §3 example), also in JSON Lines', () => {
    const r = jsonToSchema("[\n    { name: 'Joe', age: 27 },\n    { name: 'Jane', age: 32 },\n]", { samples: 'array' });
    expect(r.notices).toEqual(['Read as JSON5: unquoted property name at line 2, column 7.']);
    expect(JSON.parse(r.output)).toMatchObject({ required: ['name', 'age'], properties: { name: { type: 'string' }, age: { type: 'integer' } } });
    const lines = jsonToSchema('{"a": 1}\n{"a": 2,}\n{a: 3}', { samples: 'lines' });
    expect(lines.notices).toEqual(['Read as JSON5: trailing comma at line 2, column 8.']);
    expect(jsonToSchema('{"a": 1}').notices).toEqual([]);
    expect(jsonToSchema('{"a": 1}').output.endsWith('}\n')).toBe(true);
  });
});

describe('MySQL', () => {
  it('CREATE TABLE with JSON columns for nested values (MySQL 8.4 manual, Data Types / The JSON Data Type)', () => {
    // Type names: https://dev.mysql.com/doc/refman/8.4/en/numeric-type-syntax.html (INT, BIGINT, DOUBLE, BOOLEAN),
    // https://dev.mysql.com/doc/refman/8.4/en/string-type-syntax.html (VARCHAR), https://dev.mysql.com/doc/refman/8.4/en/date-and-time-type-syntax.html (DATE).
    expect(jsonToSchema(SAMPLES, { output: 'mysql', samples: 'array', tableName: 'people' }).output).toBe(
      'CREATE TABLE `people` (\n  `id` INT NOT NULL,\n  `name` VARCHAR(255) NOT NULL,\n  `email` VARCHAR(255) NOT NULL,\n  `score` DOUBLE NOT NULL,\n  `active` BOOLEAN NOT NULL,\n  `born` DATE NOT NULL,\n  `address` JSON NOT NULL,\n  `tags` JSON NOT NULL,\n  `big` BIGINT NULL\n);\n',
    );
  });
  it('quotes identifiers with backticks, doubling backticks (11.2 Schema Object Names)', () => {
    expect(quoteMysqlIdentifier('a`b')).toBe('`a``b`');
    expect(jsonToSchema('{"we`ird name": "x"}', { output: 'mysql', tableName: 't`1' }).output).toBe('CREATE TABLE `t``1` (\n  `we``ird name` VARCHAR(255) NOT NULL\n);\n');
  });
  it('a top-level array of objects is the rows; scalars go in a "value" column; empty objects are refused', () => {
    const result = jsonToSchema('[{"a": 1}, {"a": 2}]', { output: 'mysql' });
    expect(result.output).toContain('`a` INT NOT NULL');
    expect(result.warnings[0]).toMatch(/each of its items is a row/);
    expect(jsonToSchema('"x"', { output: 'mysql' }).output).toContain('`value` VARCHAR(255) NOT NULL');
    expect(expectToolInputError(() => jsonToSchema('{}', { output: 'mysql' })).message).toMatch(/no fields/);
    expect(expectToolInputError(() => jsonToSchema('{"a":1}', { output: 'mysql', tableName: ' ' })).message).toMatch(/table name/);
  });
});

describe('Mongoose', () => {
  it('writes a schema with SchemaTypes String, Number, Boolean, Date, nested paths and arrays (mongoosejs.com/docs/schematypes.html)', () => {
    const code = jsonToSchema(SAMPLES, { output: 'mongoose', samples: 'array', tableName: 'Person' }).output;
    expect(code).toBe(
      "import mongoose from 'mongoose';\n\nconst { Schema } = mongoose;\n\nconst schema = new Schema({\n  id: { type: Number, required: true },\n  name: { type: String, required: true },\n  email: { type: String, required: true },\n  score: { type: Number, required: true },\n  active: { type: Boolean, required: true },\n  born: { type: Date, required: true },\n  address: {\n    city: { type: String, required: true },\n    zip: String,\n  },\n  tags: [String],\n  big: Number,\n});\n\nexport default mongoose.model('Person', schema);\n",
    );
    expect(() => parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });
  it('a field named "type" uses { type: … } (Mongoose guide); odd keys are quoted; mixed types are Mixed', () => {
    const code = jsonToSchema('[{"asset": {"name": "x", "type": "y"}, "odd key\'": 1, "m": 1}, {"asset": {"name": "x"}, "m": "s"}]', { output: 'mongoose', samples: 'array', tableName: "it's" }).output;
    expect(code).toContain('  asset: {\n    name: { type: String, required: true },\n    type: { type: String },\n  },\n');
    expect(code).toContain("  'odd key\\'': Number,\n");
    expect(code).toContain('  m: { type: Schema.Types.Mixed, required: true },\n');
    expect(code).toContain("mongoose.model('it\\'s', schema)");
    expect(() => parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });
  it('generated code always parses as JavaScript (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })), { minLength: 1, maxLength: 4 }), fc.string({ minLength: 1 }), (samples, name) => {
        fc.pre(name.trim() !== '' && samples.some((s) => Object.keys(s).length > 0));
        const code = jsonToSchema(JSON.stringify(samples), { output: 'mongoose', samples: 'array', tableName: name }).output;
        parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' });
      }),
      { numRuns: 150 },
    );
  });
});

describe('indent of the JSON outputs (remembered across the JSON tools)', () => {
  it('lays JSON Schema and BigQuery out as JSON.stringify does with that indent, ending with one line break; other outputs ignore it', () => {
    for (const output of ['json-schema', 'bigquery'] as const) {
      for (const indent of [0, 1, 4, 8, 'tab'] as const) {
        const text = jsonToSchema(SAMPLES, { output, samples: 'array', indent }).output;
        expect(text, `${output} ${indent}`).toBe(`${JSON.stringify(JSON.parse(text), null, indent === 'tab' ? '\t' : indent)}\n`);
      }
      expect(jsonToSchema(SAMPLES, { output, samples: 'array' }).output).toBe(jsonToSchema(SAMPLES, { output, samples: 'array', indent: 2 }).output);
    }
    expect(jsonToSchema(SAMPLES, { output: 'mysql', samples: 'array', indent: 4 }).output).toBe(jsonToSchema(SAMPLES, { output: 'mysql', samples: 'array' }).output);
    expect(expectToolInputError(() => jsonToSchema('{}', { indent: 9 as never })).message).toMatch(/0 to 8 spaces or a tab/);
  });
});

describe('BigQuery', () => {
  it('writes name/type/mode/fields with RECORD, REPEATED, NULLABLE, REQUIRED (cloud.google.com/bigquery/docs/schemas, nested-repeated)', () => {
    expect(JSON.parse(jsonToSchema(SAMPLES, { output: 'bigquery', samples: 'array' }).output)).toEqual([
      { name: 'id', type: 'INTEGER', mode: 'REQUIRED' },
      { name: 'name', type: 'STRING', mode: 'REQUIRED' },
      { name: 'email', type: 'STRING', mode: 'REQUIRED' },
      { name: 'score', type: 'FLOAT', mode: 'REQUIRED' },
      { name: 'active', type: 'BOOLEAN', mode: 'REQUIRED' },
      { name: 'born', type: 'DATE', mode: 'REQUIRED' },
      { name: 'address', type: 'RECORD', mode: 'REQUIRED', fields: [{ name: 'city', type: 'STRING', mode: 'REQUIRED' }, { name: 'zip', type: 'STRING', mode: 'NULLABLE' }] },
      { name: 'tags', type: 'STRING', mode: 'REPEATED' },
      { name: 'big', type: 'INTEGER', mode: 'NULLABLE' },
    ]);
  });
  it('arrays of records, date-time as TIMESTAMP, arrays of arrays and mixed values as JSON, with notes', () => {
    const result = jsonToSchema('{"items": [{"sku": "a", "at": "2024-01-01T10:00:00Z"}], "grid": [[1]], "m": [1, "x"], "bad name": 1}', { output: 'bigquery' });
    expect(JSON.parse(result.output)).toEqual([
      { name: 'items', type: 'RECORD', mode: 'REPEATED', fields: [{ name: 'sku', type: 'STRING', mode: 'REQUIRED' }, { name: 'at', type: 'TIMESTAMP', mode: 'REQUIRED' }] },
      { name: 'grid', type: 'JSON', mode: 'REPEATED' },
      { name: 'm', type: 'JSON', mode: 'REPEATED' },
      { name: 'bad name', type: 'INTEGER', mode: 'REQUIRED' },
    ]);
    expect(result.warnings.join('\n')).toMatch(/arrays? of arrays/);
    expect(result.warnings.join('\n')).toMatch(/"bad name" is not a classic BigQuery column name/);
  });
});

describe('ClickHouse', () => {
  it('CREATE TABLE with Nullable, Array, named Tuple, MergeTree (clickhouse.com/docs data types)', () => {
    const result = jsonToSchema(SAMPLES, { output: 'clickhouse', samples: 'array', tableName: 'people' });
    expect(result.output).toBe(
      'CREATE TABLE `people`\n(\n    `id` Int64,\n    `name` String,\n    `email` String,\n    `score` Float64,\n    `active` Bool,\n    `born` Date32,\n    `address` Tuple(`city` String, `zip` Nullable(String)),\n    `tags` Array(String),\n    `big` Nullable(Int64)\n)\nENGINE = MergeTree\nORDER BY tuple();\n',
    );
  });
  it('arrays and tuples are never Nullable (docs: Nullable cannot wrap composite types); identifiers escaped', () => {
    const result = jsonToSchema('[{"t": [1], "o": {"a": 1}, "u": "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"}, {"t": null, "o": null}]', { output: 'clickhouse', samples: 'array', tableName: 'a`b' });
    expect(result.output).toContain('CREATE TABLE `a\\`b`');
    expect(result.output).toContain('`t` Array(Int64),\n    `o` Tuple(`a` Int64),\n    `u` Nullable(UUID)\n');
    expect(result.warnings.join('\n')).toMatch(/cannot be Nullable/);
    expect(quoteClickHouseIdentifier('x\\y')).toBe('`x\\\\y`');
  });
});

describe('examples, fuzz, size', () => {
  it('has examples that are valid states and give output', () => {
    expectExamplesMatchState(tool, jsonToSchemaState);
    for (const { state } of tool.examples ?? []) {
      expect(jsonToSchema(String(state.input), { samples: state.samples as JsonToSchemaOptions['samples'], output: state.output as JsonToSchemaOptions['output'], tableName: String(state.tableName ?? 'data') }).output).not.toBe('');
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    for (const output of ['json-schema', 'mysql', 'mongoose', 'bigquery', 'clickhouse'] as const) {
      for (const samples of ['document', 'array', 'lines'] as const) fuzzToolFunction((s: string) => jsonToSchema(s, { output, samples }), undefined, 40);
      fuzzToolFunction((v: unknown) => jsonToSchema(JSON.stringify(v), { output, samples: 'array' }), fc.array(fc.jsonValue(), { minLength: 1 }), 60);
    }
    fuzzToolFunction((s: string) => readSamples(s, 'lines'));
  });
  it('describes a 5 MB document', () => {
    const json = JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], price: i / 4, at: '2024-01-01T00:00:00Z' })));
    expect(json.length).toBeGreaterThan(4_000_000);
    expect(schemaOf(json, { samples: 'array' })).toMatchObject({ required: ['id', 'name', 'tags', 'price', 'at'], properties: { price: { type: 'number' }, at: { format: 'date-time' } } });
  });
});
