import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { csvToJsonState } from './state.js';
import { csvToJson } from './csv-to-json.js';
import { jsonToCsv } from '../json-to-csv/json-to-csv.js';

const parse = (csv: string, options: Parameters<typeof csvToJson>[1] = {}) => JSON.parse(csvToJson(csv, options).output) as unknown;

describe('csvToJson', () => {
  it('reads RFC 4180 §2 example 3 (header line) and 6 (line break in a quoted field)', () => {
    // https://www.rfc-editor.org/rfc/rfc4180#section-2
    expect(parse('field_name,field_name2,field_name3\r\naaa,bbb,ccc\r\nzzz,yyy,xxx\r\n')).toEqual([
      { field_name: 'aaa', field_name2: 'bbb', field_name3: 'ccc' },
      { field_name: 'zzz', field_name2: 'yyy', field_name3: 'xxx' },
    ]);
    expect(parse('"aaa","b\r\nbb","ccc"\r\nzzz,yyy,xxx', { header: false })).toEqual([['aaa', 'b\r\nbb', 'ccc'], ['zzz', 'yyy', 'xxx']]);
  });
  it('nests dotted columns, types values on request, and detects the delimiter', () => {
    const csv = 'name;age;address.city;tags[0];tags[1];ok\nAda;36;London;math;code;true\n"Turing; Alan";007;;logic;;FALSE';
    expect(parse(csv, { typed: true })).toEqual([
      { name: 'Ada', age: 36, address: { city: 'London' }, tags: ['math', 'code'], ok: true },
      { name: 'Turing; Alan', age: '007', address: { city: null }, tags: ['logic', null], ok: false },
    ]);
    expect(parse('a.b,n\n1,12345678901234567890', { unflatten: false, typed: true })).toEqual([{ 'a.b': 1, n: '12345678901234567890' }]);
    expect(csvToJson('a,b\n1,2', { indent: 0 }).output).toBe('[{"a":"1","b":"2"}]\n');
  });
  it('renames duplicate columns with a note', () => {
    const r = csvToJson('a,a\n1,2');
    expect(JSON.parse(r.output)).toEqual([{ a: '1', a_1: '2' }]);
    expect(r.warnings).toEqual(['The column name "a" appears more than once: the next one is named "a_1".']);
  });
  it('names the line of ragged records and quoting errors', () => {
    const ragged = expectToolInputError(() => csvToJson('a,b\n1,2\n"x\ny",2,3\n4,5'));
    expect(ragged.message).toBe('Line 3 (record 3): 3 fields, but the header has 2. Check the delimiters and quotes on that line.');
    expect(ragged.line).toBe(3);
    expect(expectToolInputError(() => csvToJson('a,b\r\n1,"2\r\n3,4')).message).toMatch(/^Line 2, column 3: a quoted field is never closed/);
  });
  it('round-trips JSON → CSV → JSON for nested objects with index arrays (fast-check)', () => {
    const key = fc.stringMatching(/^[a-z]{1,4}$/);
    const obj = fc.dictionary(key, fc.oneof(fc.string(), fc.dictionary(key, fc.string(), { minKeys: 1, maxKeys: 2 })), { minKeys: 1, maxKeys: 3 });
    fc.assert(
      fc.property(obj, fc.integer({ min: 1, max: 4 }), (shape, n) => {
        const rows = Array.from({ length: n }, () => shape);
        // Read with the delimiter it was written with: detection is a guess, and a one-column
        // CSV whose values hold "|" or ";" is honestly ambiguous (fast-check found one).
        expect(parse(jsonToCsv(JSON.stringify(rows)).output, { delimiter: 'comma' })).toEqual(rows);
      }),
      { numRuns: 200 },
    );
  });
  it('converts a multi-MB document', () => {
    const lines = ['id,name,address.city,score'];
    for (let i = 0; i < 80_000; i++) lines.push(`${i},"Name, ${i}",City ${i % 100},${i / 4}`);
    const csv = lines.join('\r\n');
    expect(csv.length).toBeGreaterThan(2_500_000);
    const out = parse(csv, { typed: true, indent: 0 }) as unknown[];
    expect(out).toHaveLength(80_000);
    expect(out[79_999]).toEqual({ id: 79_999, name: 'Name, 79999', address: { city: 'City 99' }, score: 19_999.75 });
  });
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, csvToJsonState);
    for (const { state } of tool.examples ?? []) {
      const s = state as { input: string; delimiter: 'auto'; header: boolean; unflatten: boolean; typed: boolean; indent: number };
      expect(csvToJson(s.input, s).warnings).toEqual([]);
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => csvToJson(s));
    fuzzToolFunction((s: string) => csvToJson(s, { header: false, typed: true, delimiter: 'semicolon' }));
    fuzzToolFunction((s: string) => csvToJson(s, { typed: true, unflatten: true }), fc.array(fc.constantFrom('a', 'a.b', '[0]', 'a[1]', '.', ',', '"', '\n', '1', 'true'), { maxLength: 30 }).map((p) => p.join('')));
  });
});
