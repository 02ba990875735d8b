import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { jsonToCsvState } from './state.js';
import { jsonToCsv } from './json-to-csv.js';
import { csvToJson } from '../csv-to-json/csv-to-json.js';
import type { CsvDelimiterName } from '../shared/csv.js';

describe('jsonToCsv', () => {
  it('writes RFC 4180 §2 example 7 (header, quotes doubled, CRLF)', () => {
    // https://www.rfc-editor.org/rfc/rfc4180#section-2: rules 3, 6 and 7.
    const json = '[{"field_name": "aaa", "f2": "b\\"bb", "f3": "ccc"}, {"field_name": "zzz", "f2": "y\\r\\ny", "f3": "x,x"}]';
    expect(jsonToCsv(json).output).toBe('field_name,f2,f3\r\naaa,"b""bb",ccc\r\nzzz,"y\r\ny","x,x"\r\n');
    expect(jsonToCsv(json, { header: false, crlf: false }).output).toBe('aaa,"b""bb",ccc\nzzz,"y\r\ny","x,x"\n');
  });
  it('writes RFC 4180 §2 rule 1 example exactly: every record ends with CRLF, the last one too', () => {
    // "aaa,bbb,ccc CRLF zzz,yyy,xxx CRLF" (rule 2: the last line break is allowed; this family always writes it).
    expect(jsonToCsv('[["aaa", "bbb", "ccc"], ["zzz", "yyy", "xxx"]]').output).toBe('aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n');
    expect(jsonToCsv('[["aaa", "bbb", "ccc"]]', { crlf: false }).output).toBe('aaa,bbb,ccc\n');
  });
  it('writes a single top-level object as one record', () => {
    expect(jsonToCsv('{"field_name": "aaa", "f2": {"x": "b,b"}, "f3": [1, 2]}').output).toBe('field_name,f2.x,f3[0],f3[1]\r\naaa,"b,b",1,2\r\n');
    expect(jsonToCsv('{"a": 1}', { header: false, crlf: false }).output).toBe('1\n');
    expect(jsonToCsv('{}').output).toBe('');
  });
  it('writes null as an empty field by default, or as the text null; a missing key is always empty', () => {
    const json = '[{"a": null, "b": 1}, {"b": null}, {"c": [null, 2]}]';
    expect(jsonToCsv(json, { crlf: false }).output).toBe('a,b,c[0],c[1]\n,1,,\n,,,\n,,,2\n');
    expect(jsonToCsv(json, { crlf: false, nulls: 'text' }).output).toBe('a,b,c[0],c[1]\nnull,1,,\n,null,,\n,,null,2\n');
    expect(jsonToCsv('[["x", null]]', { nulls: 'text' }).output).toBe('x,null\r\n');
    // Inside a column of JSON text, null is JSON's null either way.
    expect(jsonToCsv('[{"l": [null]}]', { arrays: 'json', crlf: false }).output).toBe('l\n[null]\n');
  });
  it('uses the union of keys in first-seen order and flattens nested values', () => {
    const json = '[{"name": "Ada", "address": {"city": "London"}, "tags": ["math", "code"]}, {"id": 7, "name": "Alan", "tags": ["logic"], "x": null, "ok": true}]';
    expect(jsonToCsv(json, { crlf: false }).output).toBe('name,address.city,tags[0],tags[1],id,x,ok\nAda,London,math,code,,,\nAlan,,logic,,7,,true\n');
    expect(jsonToCsv(json, { crlf: false, arrays: 'json', delimiter: 'semicolon' }).output).toBe('name;address.city;tags;id;x;ok\nAda;London;"[""math"",""code""]";;;\nAlan;;"[""logic""]";7;;true\n');
  });
  it('writes arrays of arrays as records, with any delimiter', () => {
    expect(jsonToCsv('[["a", 1, [2]], ["b|c", null]]', { delimiter: 'pipe', crlf: false }).output).toBe('a|1|[2]\n"b|c"|\n');
    expect(jsonToCsv('[["a b", "c"]]', { delimiter: 'tab' }).output).toBe('a b\tc\r\n');
    // Integers beyond 2^53 stay exact, as numbers and inside JSON text.
    expect(jsonToCsv('[{"n": 12345678901234567890, "l": [12345678901234567890, 1]}]', { arrays: 'json', crlf: false }).output).toBe('n,l\n12345678901234567890,"[12345678901234567890,1]"\n');
  });
  it('refuses what is not an array of rows or an object, saying where', () => {
    expect(expectToolInputError(() => jsonToCsv('42')).message).toBe('CSV needs a JSON array of rows or one object, e.g. [{"name": "Ada", "age": 36}], but this is a number.');
    expect(expectToolInputError(() => jsonToCsv('null')).message).toMatch(/but this is null\.$/);
    expect(expectToolInputError(() => jsonToCsv('[{"a": 1}, 2]')).message).toBe('[1] is a number, but [0] is an object: every row must be an object.');
    expect(expectToolInputError(() => jsonToCsv('[{"a": 1},]x')).message).toMatch(/^Line 1, column 12: /);
    expect(expectToolInputError(() => jsonToCsv('[]', { delimiter: 'colon' as CsvDelimiterName })).message).toMatch(/^Unknown delimiter/);
    expect(expectToolInputError(() => jsonToCsv('[]', { nulls: 'nil' as 'text' })).message).toMatch(/^Unknown null mode/);
  });
  it('round-trips arrays of flat objects of any strings through CSV and back, for every delimiter (fast-check)', () => {
    const delimiters: CsvDelimiterName[] = ['comma', 'semicolon', 'tab', 'pipe'];
    fc.assert(
      fc.property(
        fc.constantFrom(...delimiters),
        fc.boolean(),
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(fc.string(), { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        (delimiter, crlf, keys, cells) => {
          const rows = cells.map((c) => Object.fromEntries(keys.map((k, i) => [k, c[i]])));
          const csv = jsonToCsv(JSON.stringify(rows), { delimiter, crlf }).output;
          const back = JSON.parse(csvToJson(csv, { delimiter, unflatten: false }).output) as unknown;
          expect(back).toEqual(JSON.parse(JSON.stringify(rows)));
        },
      ),
      { numRuns: 300 },
    );
  });
  it('converts a 5 MB document', () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `item "${i}"`, tags: ['a', 'b'], nested: { x: i, ok: i % 2 === 0 } }));
    const json = JSON.stringify(rows);
    expect(json.length).toBeGreaterThan(3_500_000);
    const csv = jsonToCsv(json, { crlf: false }).output;
    const lines = csv.split('\n');
    expect(lines).toHaveLength(60_002);
    expect(lines[60_001]).toBe('');
    expect(lines[0]).toBe('id,name,tags[0],tags[1],nested.x,nested.ok');
    expect(lines[60_000]).toBe('59999,"item ""59999""",a,b,59999,false');
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, jsonToCsvState);
    for (const { state } of tool.examples ?? []) expect(jsonToCsv(String(state.input)).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsonToCsv(s));
    fuzzToolFunction((s: string) => jsonToCsv(s, { arrays: 'json', delimiter: 'tab', nulls: 'text' }), fc.json());
    fuzzToolFunction(
      (v: unknown) => jsonToCsv(JSON.stringify(v)),
      fc.array(fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue()))),
    );
  });
});
