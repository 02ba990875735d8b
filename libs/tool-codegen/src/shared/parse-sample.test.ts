import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { MAX_SAMPLE_CHARS, parseJsonSample } from './parse-sample.js';

describe('parseJsonSample', () => {
  it('returns strict JSON unchanged (so 1.0 stays a float for the generator)', () => {
    fc.assert(fc.property(fc.json(), (text) => parseJsonSample(text) === text));
    expect(parseJsonSample('{"a": 1.0}')).toBe('{"a": 1.0}');
  });

  it('ignores a byte order mark (RFC 8259 §8.1)', () => {
    expect(parseJsonSample('\uFEFF{"a":1}')).toBe('{"a":1}');
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
    expect(JSON.parse(parseJsonSample(json5))).toEqual({
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
