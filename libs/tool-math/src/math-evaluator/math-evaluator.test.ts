import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { mathEvaluatorTool } from './meta.js';
import { mathEvaluatorState } from './state.js';
import { DEFAULT_MATH_OPTIONS, evaluateLines, lastValue, MAX_EXPRESSION_CHARS, MAX_RESULT_CHARS, type MathEvaluationOptions } from './math-evaluator.js';

const values = (text: string, options?: MathEvaluationOptions) => evaluateLines(text, options).map((l) => l.value);
const ALL_DIGITS: MathEvaluationOptions = { ...DEFAULT_MATH_OPTIONS, precision: 0 };

describe('evaluateLines', () => {
  // Examples of the mathjs documentation (https://mathjs.org/docs/expressions/parsing.html and
  // https://mathjs.org/docs/datatypes/units.html).
  it('evaluates the mathjs documentation examples', () => {
    expect(values('sqrt(3^2 + 4^2)\n12.7 cm to inch\nsin(45 deg) ^ 2\ndet([-1, 2; 3, 1])\n2 * 3 + 4\nsqrt(-4)')).toEqual(['5', '5 inch', '0.5', '-7', '10', '2i']);
  });

  it('converts units with exactly defined factors (NIST SP 811: 1 in = 2.54 cm, 1 mi = 1.609344 km)', () => {
    expect(values('2 inch to cm\n1 mile to km\n5 cm + 2 inch', ALL_DIGITS)).toEqual(['5.08 cm', '1.609344 km', '10.08 cm']);
  });

  it('keeps variables and functions across lines, with ans', () => {
    const lines = evaluateLines('a = 3\nf(x) = x^2 + a\nf(2)\nans * 2\n# a comment\n\nx = 1; y = 2;\nx + y');
    expect(lines.map((l) => l.value)).toEqual(['3', 'f(x)', '7', '14', null, null, null, '3']);
    expect(lines.every((l) => l.error === null)).toBe(true);
    expect(lines[2]).toMatchObject({ line: 3, expression: 'f(2)', type: 'number' });
    expect(lastValue(lines)).toBe('3');
  });

  it('shows the last value of a line of several expressions (mathjs: `;` hides a value)', () => {
    expect(values('a = 1; b = 2\na + b')).toEqual(['2', '3']);
  });

  it('follows IEEE 754 binary64 arithmetic with all digits, rounds with fewer', () => {
    // 0.1 + 0.2 in binary64 is 0.3000000000000000444…, shortest round-trip form 0.30000000000000004.
    expect(values('0.1 + 0.2', ALL_DIGITS)).toEqual(['0.30000000000000004']);
    expect(values('0.1 + 0.2')).toEqual(['0.3']);
  });

  it('computes exactly with BigNumbers and fractions', () => {
    // 2^100 = 1267650600228229401496703205376 (exact integer).
    expect(values('0.1 + 0.2\n2^100', { numberType: 'BigNumber', precision: 0, notation: 'fixed' })).toEqual(['0.3', '1267650600228229401496703205376']);
    expect(values('1/3 + 1/6\n(2/3)^3', { ...DEFAULT_MATH_OPTIONS, numberType: 'Fraction' })).toEqual(['1/2', '8/27']);
  });

  it('writes numbers in the chosen notation', () => {
    expect(values('123456', { ...DEFAULT_MATH_OPTIONS, notation: 'exponential' })).toEqual(['1.23456e+5']);
    expect(values('123456', { ...DEFAULT_MATH_OPTIONS, notation: 'engineering' })).toEqual(['123.456e+3']);
    // In fixed notation the precision counts the digits after the decimal point.
    expect(values('1/8\n2/3', { ...DEFAULT_MATH_OPTIONS, notation: 'fixed', precision: 4 })).toEqual(['0.1250', '0.6667']);
  });

  it('reports a syntax error with its line and column, and goes on with the other lines', () => {
    const lines = evaluateLines('1 + 1\n2 +\n3 * (4\nfoo(2)\n4');
    expect(lines[1]).toMatchObject({ error: 'Line 2, column 4: Unexpected end of expression.', column: 4, value: null });
    expect(lines[2]).toMatchObject({ error: 'Line 3, column 7: Parenthesis ) expected.', column: 7 });
    expect(lines[3]).toMatchObject({ error: 'Line 4: Undefined function foo.', column: null });
    expect(lines.map((l) => l.value)).toEqual(['2', null, null, null, '4']);
  });

  it('reports an evaluation error (dimension mismatch) and a function without a rational result', () => {
    expect(evaluateLines('[1, 2] * [3; 4; 5]')[0]?.error).toMatch(/^Line 1: Dimension mismatch/);
    expect(evaluateLines('sqrt(2)', { ...DEFAULT_MATH_OPTIONS, numberType: 'Fraction' })[0]?.error).toMatch(/^Line 1: /);
  });

  it('starts each evaluation afresh (createUnit does not leak into the next one)', () => {
    expect(values('createUnit("furlongx", "201.168 m")\n2 furlongx to m')[1]).toBe('402.336 m');
    expect(values('createUnit("furlongx", "201.168 m")')[0]).not.toBeNull();
  });

  it('cuts a huge result', () => {
    const [line] = evaluateLines('ones(100, 100)');
    expect(line?.value?.length).toBeLessThan(MAX_RESULT_CHARS + 60);
    expect(line?.value).toMatch(/more characters\)$/);
  });

  it('rejects too long a text and bad options', () => {
    expect(expectToolInputError(() => evaluateLines('1'.repeat(MAX_EXPRESSION_CHARS + 1))).message).toMatch(/at most 100,000/);
    expectToolInputError(() => evaluateLines('1', { ...DEFAULT_MATH_OPTIONS, precision: 65 }));
    expectToolInputError(() => evaluateLines('1', { ...DEFAULT_MATH_OPTIONS, numberType: 'decimal' as never }));
  });

  it('gives one result per line, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1 + 2', 'x = 4', 'x * 2', '2 +', 'sqrt(', '# c', '', '[1, 2]', 'sin(pi / 2)'), { maxLength: 8 }), (lines) => {
        const text = lines.join('\n');
        expect(evaluateLines(text)).toHaveLength(text.split('\n').length);
      }),
      { numRuns: 20 },
    );
  });

  it('has examples that are valid states and evaluate without an error', () => {
    expectExamplesMatchState(mathEvaluatorTool, mathEvaluatorState);
    for (const example of mathEvaluatorTool.examples ?? []) {
      const state = { ...DEFAULT_MATH_OPTIONS, ...(example.state as Partial<MathEvaluationOptions> & { expressions: string }) };
      const lines = evaluateLines(state.expressions, state);
      expect(lines.filter((l) => l.error !== null), example.label).toEqual([]);
      expect(lastValue(lines), example.label).not.toBeNull();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => evaluateLines(s), undefined, 40);
    fuzzToolFunction((s: string) => lastValue(evaluateLines(s)), undefined, 10);
  });
});
