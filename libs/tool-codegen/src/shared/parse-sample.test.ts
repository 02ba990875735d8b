import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectToolInputError, fuzzToolFunction, JSON5_SHORT_EXAMPLE } from '@handy-tools/ui/testing';
import { parseJsonOrJson5 } from '@handy-tools/json-text';
import JSON5 from 'json5';
import { MAX_SAMPLE_CHARS, parseJsonSample, readJsonSample, SampleNumber, type SampleValue } from './parse-sample.js';

/** The sample as JSON.parse gives it (maps → objects, numbers → their value). */
const plain = (v: SampleValue): unknown =>
  v instanceof SampleNumber ? Number(v.literal) : Array.isArray(v) ? v.map(plain) : v instanceof Map ? Object.fromEntries([...v].map(([k, x]) => [k, plain(x)])) : v;
/** Each number's literal and whether it is a float, in document order. */
const numbers = (v: SampleValue): [string, boolean][] =>
  v instanceof SampleNumber ? [[v.literal, v.isFloat]] : Array.isArray(v) ? v.flatMap(numbers) : v instanceof Map ? [...v.values()].flatMap(numbers) : [];

describe('parseJsonSample', () => {
  it('reads any strict JSON as JSON.parse does (fast-check)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(plain(parseJsonSample(text))).toEqual(JSON.parse(text));
      }),
    );
  });

  it('keeps each number as written: a fraction or an exponent makes a float (RFC 8259 §6), even when whole', () => {
    expect(numbers(parseJsonSample('{"a": 1.0, "b": 1e2, "c": 1, "d": -0, "e": [2.50, 1E-7, 12345678901234567890]}'))).toEqual([
      ['1.0', true],
      ['1e2', true],
      ['1', false],
      ['-0', false],
      ['2.50', true],
      ['1E-7', true],
      ['12345678901234567890', false],
    ]);
    // JSON with comments and trailing commas keeps them too.
    expect(numbers(parseJsonSample('{"a": 1.0, // price\n "b": [1e2,],}'))).toEqual([
      ['1.0', true],
      ['1e2', true],
    ]);
  });

  it('keeps number literals in JSON5 too: {price: 1.0} is a float, as {"price": 1.0} is', () => {
    const sample = parseJsonSample("{price: 1.0, n: 1e2, c: 3, h: 0xFF, t: 5., l: .5, p: +1, m: -.5e-3, i: Infinity, x: NaN, big: 12345678901234567890, s: '1.0'}");
    expect(numbers(sample)).toEqual([
      ['1.0', true],
      ['1e2', true],
      ['3', false],
      ['255', false],
      ['5.0', true],
      ['0.5', true],
      ['1', false],
      ['-0.5e-3', true],
      ['12345678901234567890', false],
    ]);
    const map = sample as Map<string, SampleValue>;
    expect([map.get('i'), map.get('x'), map.get('s')]).toEqual([null, null, '1.0']);
  });

  it('reads JSON5 in document order with the values JSON5.parse gives, names decoded (fast-check)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1 }), fc.constantFrom(0, 2), (value, space) => {
        const text = JSON5.stringify(value, null, space);
        const sample = parseJsonSample(text);
        expect(plain(sample)).toEqual(JSON5.parse(text));
        // Keys in the order of the text (JSON5.stringify writes them in the object's order).
        expect([...(sample as Map<string, SampleValue>).keys()]).toEqual(Object.keys(value));
      }),
    );
    // Escaped identifier names, a line continuation in a string, comments and JSON5 white space.
    expect(plain(parseJsonSample("{\\u0061b: 'x\\\ny', /* c */ 'k\\'': [1,\u00A0/*d*/ 2,],}"))).toEqual({ ab: 'xy', "k'": [1, 2] });
  });

  it('keeps keys in document order; a repeated key keeps its first place and last value, as JSON.parse', () => {
    const sample = parseJsonSample('{"b": 1, "10": 2, "a": 3, "b": "x"}') as Map<string, SampleValue>;
    expect([...sample.keys()]).toEqual(['b', '10', 'a']);
    expect(sample.get('b')).toBe('x');
  });

  it('ignores a byte order mark (RFC 8259 §8.1)', () => {
    expect(plain(parseJsonSample('\uFEFF{"a":1}'))).toEqual({ a: 1 });
  });

  it('turns JSON5 into equivalent strict JSON (spec.json5.org examples)', () => {
    const json5 = JSON5_SHORT_EXAMPLE; // https://spec.json5.org/ §1.2
    expect(plain(parseJsonSample(json5))).toEqual({
      unquoted: 'and you can quote me on that',
      singleQuotes: 'I can use "double quotes" here',
      lineBreaks: "Look, Mom! No \\n's!",
      hexadecimal: 0xdecaf,
      leadingDecimalPoint: 0.8675309,
      andTrailing: 8675309,
      positiveSign: 1,
      trailingComma: 'in objects',
      andIn: ['arrays'],
      backwardsCompatible: 'with JSON',
    });
  });

  it('names the first JSON5 feature of the spec.json5.org short example: the comment on line 2', () => {
    const text = `{
  // comments
  unquoted: 'and you can quote me on that',
  trailingComma: 'in objects', andIn: ['arrays',],
}`;
    expect(readJsonSample(text).json5).toMatchObject({ kind: 'comment', description: 'comment', line: 2, column: 3 });
    // JSON with a trailing comma only (read literally), and after a byte order mark (counted in the column).
    expect(readJsonSample('{\n  "a": 1.0,\n}').json5).toMatchObject({ kind: 'trailing-comma', line: 2, column: 11 });
    expect(readJsonSample('\uFEFF[1,]').json5).toMatchObject({ kind: 'trailing-comma', position: 3, line: 1, column: 4 });
  });

  it('gives no JSON5 feature for strict JSON, and the same one as parseJsonOrJson5 otherwise (fast-check)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(readJsonSample(text).json5).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1 }), fc.boolean(), (value, trailing) => {
        // JSON5.stringify leaves identifier names unquoted and may quote strings with '; a trailing comma is valid JSONC too.
        const text = trailing ? JSON.stringify(value).replace(/}$/, ',}') : JSON5.stringify(value);
        expect(readJsonSample(text).json5).toEqual(parseJsonOrJson5(text).json5);
      }),
    );
  });

  it('reports where the problem is', () => {
    expect(expectToolInputError(() => parseJsonSample('{"a": 1,\n "b" 2}')).message).toBe("Line 2, column 6: unexpected '2' (not valid JSON or JSON5 here).");
    const e = expectToolInputError(() => parseJsonSample('{"a": [1, 2'));
    expect(e.message).toBe('Line 1, column 12: unexpected end of the input.');
    expect([e.line, e.column]).toEqual([1, 12]);
    // Columns count code points: the emoji is one column.
    expect(expectToolInputError(() => parseJsonSample('{"😀": #}')).message).toBe("Line 1, column 7: unexpected '#' (not valid JSON or JSON5 here).");
  });

  it('rejects empty and oversized samples', () => {
    expect(() => parseJsonSample(' \n ')).toThrow(ToolInputError);
    expect(() => parseJsonSample(`"${'x'.repeat(MAX_SAMPLE_CHARS)}"`)).toThrow(/too large/);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction(parseJsonSample);
  });
});
