import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { lintJson, MAX_LINT_ISSUES } from './json-linter.js';
import { jsonLinter } from './meta.js';
import { jsonLinterState } from './state.js';

const where = (input: string, json5 = false) => lintJson(input, { json5 }).errors.map((e) => [e.line, e.column]);

describe('lintJson: strict JSON (RFC 8259)', () => {
  // Valid texts: RFC 8259 §13 examples and "y_" cases of JSONTestSuite
  // (https://github.com/nst/JSONTestSuite, test_parsing/y_*.json).
  it.each([
    ['RFC 8259 §13 array', '[{"precision": "zip", "Latitude": 37.7668, "Longitude": -122.3959, "Address": "", "Zip": "94107"}]'],
    ['RFC 8259 §13 scalars', '"Hello world!"'],
    ['y_number_real_capital_e_pos_exp', '[1E+2]'],
    ['y_string_accepted_surrogate_pair', '["\\uD801\\udc37"]'],
    ['y_structure_whitespace_array', ' [] '],
    ['y_string_unicode_escaped_double_quote', '["\\u0022"]'],
  ])('%s is valid', (_name, input) => {
    expect(lintJson(input)).toEqual({ valid: true, errors: [], warnings: [], omitted: 0 });
  });

  // Invalid texts: "n_" cases of JSONTestSuite; the column is where the text stops being JSON.
  it.each([
    ['n_array_extra_comma', '["",]', 1, 5],
    ['n_object_trailing_comma', '{"id":0,}', 1, 9],
    ['n_structure_unclosed_array', '[1', 1, 3],
    ['n_number_with_leading_zero', '[012]', 1, 3],
    ['n_string_escape_x', '["\\x00"]', 1, 3],
    ['n_object_single_quote', "{'a':0}", 1, 2],
    ['n_structure_double_array', '[][]', 1, 3],
    ['n_object_unquoted_key', '{a: "b"}', 1, 2],
    ['n_single_space', ' ', 1, 2],
    ['n_structure_object_with_comment', '{"a":/*comment*/"b"}', 1, 6],
  ])('%s is invalid at line %i, column %i', (_name, input, line, column) => {
    const r = lintJson(input);
    expect(r.valid).toBe(false);
    expect(r.errors[0]).toMatchObject({ line, column });
  });

  it('lists every error, each once, in text order, with line and column', () => {
    const input = ['{', '  "a": 01,', '  "b": "x\\qy",', '  c: true,', '  "d": [1,,2],', '  "e": tru', '}'].join('\n');
    const r = lintJson(input);
    expect(r.valid).toBe(false);
    expect(r.errors.map((e) => [e.line, e.column])).toEqual([
      [2, 9], // the second digit of 01
      [3, 10], // the backslash of \q
      [4, 3], // the unquoted key c
      [5, 11], // the second comma of [1,,2]
      [6, 8], // tru
    ]);
    expect(r.errors[0]!.message).toMatch(/no leading zeros/);
    expect(r.errors[1]!.message).toMatch(/^invalid escape '\\q' in a string/);
    expect(r.errors[2]!.message).toBe("property names must be in double quotes, found 'c'");
    expect(r.errors[3]!.message).toBe("expected a value, found ','");
    expect(r.errors[4]!.message).toMatch(/did you mean 'true'/);
    expect(r.errors.map((e) => input.slice(e.position, e.position + 1))).toEqual(['1', '\\', 'c', ',', 't']);
  });

  it('reports two missing commas as two errors', () => {
    expect(where('[1 2 3]')).toEqual([[1, 4], [1, 6]]);
  });

  it('counts CRLF as one line break and an emoji as one column', () => {
    expect(where('{\r\n"a": "😀" x,\r\n"b": 1 2}')).toEqual([[2, 10], [3, 8]]);
  });

  it('ignores a leading byte order mark (RFC 8259 §8.1)', () => {
    expect(lintJson('\uFEFF{"a": 1}').valid).toBe(true);
  });

  it('warns about duplicate keys (RFC 8259 §4: names SHOULD be unique) but calls the JSON valid', () => {
    const r = lintJson('{"a": "b", "a": "c", "n": {"a": 1}}'); // y_object_duplicated_key, plus a nested "a"
    expect(r.valid).toBe(true);
    expect(r.warnings).toEqual([{ line: 1, column: 12, position: 11, message: 'the key "a" appears again in this object; most programs keep only the last one' }]);
  });

  it('caps the list and counts what was left out', () => {
    const input = `[${Array.from({ length: MAX_LINT_ISSUES + 5 }, () => '1 2').join(',')}]`;
    const r = lintJson(input);
    expect(r.errors).toHaveLength(MAX_LINT_ISSUES);
    expect(r.omitted).toBe(5);
  });

  it('reports nesting too deep to check', () => {
    const r = lintJson('['.repeat(100_000) + ']'.repeat(100_000));
    expect(r.valid).toBe(false);
    expect(r.errors[0]!.message).toMatch(/nested too deeply/);
  });

  it('checks a 5 MB document with an error near its end quickly', () => {
    const items = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], nested: { x: i / 3, ok: true, none: null } }));
    const pretty = JSON.stringify(items, null, 2);
    expect(pretty.length).toBeGreaterThan(5_000_000);
    const broken = `${pretty.slice(0, -2)},\n]`; // a trailing comma before the last bracket
    const lines = broken.split('\n').length;
    const started = performance.now();
    expect(lintJson(pretty).valid).toBe(true);
    const r = lintJson(broken);
    expect(performance.now() - started).toBeLessThan(15_000); // generous: catches quadratic slow-downs, not a benchmark
    expect(r.errors.map((e) => [e.line, e.column, e.message])).toEqual([[lines, 1, "expected a value, found ']' (strict JSON allows no trailing comma)"]]);
  });
});

describe('lintJson: JSON5', () => {
  it('accepts the JSON5 spec example features and reports one error with its place', () => {
    expect(lintJson("// c\n{unquoted: 'x', hex: 0xFF, trailing: [1,],}", { json5: true }).valid).toBe(true);
    expect(where('{\n  a: 1,\n  b: @\n}', true)).toEqual([[3, 6]]);
    expect(lintJson('{a: 1', { json5: true }).errors[0]!.message).toBe('unexpected end of the input');
  });
});

describe('round trip (fast-check)', () => {
  it('any JSON.stringify output is valid, strict and JSON5', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), (v, n) => {
        const text = JSON.stringify(v, null, n);
        expect(lintJson(text).errors).toEqual([]);
        expect(lintJson(text, { json5: true }).valid).toBe(true);
      }),
    );
  });

  it('agrees with JSON.parse on validity, and every error lies inside the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.jsonValue().map((v) => JSON.stringify(v).slice(1))), (s) => {
        let native = true;
        try {
          JSON.parse(s);
        } catch {
          native = false;
        }
        const r = lintJson(s);
        expect(r.valid).toBe(native);
        for (const e of r.errors) expect(e.position).toBeLessThanOrEqual(s.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('json linter: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(jsonLinter, jsonLinterState));

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => lintJson(s));
    fuzzToolFunction((s: string) => lintJson(s, { json5: true }));
  });
});
