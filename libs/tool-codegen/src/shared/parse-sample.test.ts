import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { MAX_SAMPLE_CHARS, parseJsonSample, SampleNumber, type SampleValue } from './parse-sample.js';

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

  it('keeps keys in document order; a repeated key keeps its first place and last value, as JSON.parse', () => {
    const sample = parseJsonSample('{"b": 1, "10": 2, "a": 3, "b": "x"}') as Map<string, SampleValue>;
    expect([...sample.keys()]).toEqual(['b', '10', 'a']);
    expect(sample.get('b')).toBe('x');
  });

  it('ignores a byte order mark (RFC 8259 §8.1)', () => {
    expect(plain(parseJsonSample('\uFEFF{"a":1}'))).toEqual({ a: 1 });
  });

  it('turns JSON5 into equivalent strict JSON (spec.json5.org examples)', () => {
    // From https://spec.json5.org/#introduction (the "short example").
    const json5 = `{
  // comments
  unquoted: 'and you can quote me on that',
  singleQuotes: 'I can use "double quotes" here',
  lineBreaks: "Look, Mom! \\
No \\\\n's!",
  hexadecimal: 0xdecaf,
  leadingDecimalPoint: .8675309, andTrailing: 8675309.,
  positiveSign: +1,
  trailingComma: 'in objects', andIn: ['arrays',],
  "backwardsCompatible": "with JSON",
}`;
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
