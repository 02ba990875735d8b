import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { benchmarkBuilderTool } from './meta.js';
import { benchmarkBuilderState } from './state.js';
import { compareVariants, describeSamples, formatStat, parseTimings, quantileSorted, toCsv, toMarkdownTable } from './benchmark-builder.js';

// NIST StRD univariate summary statistics, "NumAcc" data sets (https://www.itl.nist.gov/div898/strd/univ/):
// built as NIST describes them, with NIST's certified mean and sample standard deviation.
const numAcc = (first: number, low: number, high: number) => [first, ...Array.from({ length: 500 }, () => [low, high]).flat()];
const NIST = [
  { name: 'NumAcc1', data: [10000001, 10000003, 10000002], mean: 10000002, sd: 1 },
  { name: 'NumAcc2', data: numAcc(1.2, 1.1, 1.3), mean: 1.2, sd: 0.1 },
  { name: 'NumAcc3', data: numAcc(1000000.2, 1000000.1, 1000000.3), mean: 1000000.2, sd: 0.1 },
  { name: 'NumAcc4', data: numAcc(10000000.2, 10000000.1, 10000000.3), mean: 10000000.2, sd: 0.1 },
];

describe('describeSamples', () => {
  it.each(NIST)('matches NIST StRD $name (certified mean and standard deviation)', ({ data, mean, sd }) => {
    const s = describeSamples(data);
    expect(s.count).toBe(data.length);
    expect(Math.abs(s.mean - mean) / mean).toBeLessThan(1e-14);
    // NIST expects about 8 correct digits of the deviation for NumAcc4 in double precision.
    expect(Math.abs(s.sd - sd) / sd).toBeLessThan(1e-7);
  });

  it("interpolates percentiles as Excel PERCENTILE.INC (Microsoft's example: {1,3,2,4} at 0.3 → 1.9)", () => {
    expect(quantileSorted([1, 2, 3, 4], 0.3)).toBeCloseTo(1.9, 12);
    // NumPy's documentation: the median of [10, 7, 4, 3, 2, 1] is 3.5.
    expect(describeSamples([10, 7, 4, 3, 2, 1]).median).toBe(3.5);
  });

  it('has min ≤ median ≤ p95 ≤ max and min ≤ mean ≤ max', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 50 }), (xs) => {
        const s = describeSamples(xs);
        expect(s.min).toBeLessThanOrEqual(s.median);
        expect(s.median).toBeLessThanOrEqual(s.p95);
        expect(s.p95).toBeLessThanOrEqual(s.max);
        expect(s.mean).toBeGreaterThanOrEqual(s.min - 1e-9 * Math.abs(s.min));
        expect(s.mean).toBeLessThanOrEqual(s.max + 1e-9 * Math.abs(s.max));
        expect(s.sd).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('rejects no samples', () => {
    expect(() => describeSamples([])).toThrow(ToolInputError);
  });
});

describe('parseTimings', () => {
  it('splits on lines, commas, semicolons and spaces', () => {
    expect(parseTimings('1.5, 2\n3;4 5e-1\t-0.25\n')).toEqual([1.5, 2, 3, 4, 0.5, -0.25]);
    expect(parseTimings('  \n')).toEqual([]);
  });

  it('names the line and column of a bad value', () => {
    expect(() => parseTimings('1\n2, 3ms')).toThrow('"3ms" at line 2, column 4 is not a number.');
    expect(() => parseTimings('Infinity')).toThrow(ToolInputError);
    expect(() => parseTimings('1\n'.repeat(500_001))).toThrow(
      'Too many timings: 1,000,002 characters; paste at most 1,000,000 per variant.',
    );
  });

  it('reads back the numbers it is given', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true })), (xs) => {
        expect(parseTimings(xs.join(', '))).toEqual(xs.map((x) => (Object.is(x, -0) ? 0 : x)));
      }),
    );
  });
});

describe('compareVariants', () => {
  const variants = [
    { name: 'for loop', timings: '4\n6' },
    { name: 'forEach', timings: '10, 10' },
    { name: '', timings: '' },
    { name: 'reduce', timings: '8 12' },
  ];

  it('ranks by mean, gives the ratio to the fastest and ops/s', () => {
    const rows = compareVariants(variants, { unit: 'ms' });
    expect(rows.map((r) => [r.name, r.rank, r.relative, r.opsPerSecond])).toEqual([
      ['for loop', 1, 1, 200],
      ['forEach', 2, 2, 100],
      ['reduce', 3, 2, 100],
    ]);
    expect(rows[2]!.stats.sd).toBeCloseTo(Math.SQRT2 * 2, 12);
    expect(compareVariants(variants, { unit: 'none', sort: 'entered' }).map((r) => [r.name, r.opsPerSecond])).toEqual([
      ['for loop', null],
      ['forEach', null],
      ['reduce', null],
    ]);
    expect(compareVariants([{ name: 'a', timings: '1' }], { unit: 'us' })[0]!.opsPerSecond).toBe(1e6);
  });

  it('names the variant of a bad value', () => {
    expect(() => compareVariants([{ name: 'map', timings: '1, x' }])).toThrow('map: "x" at line 1, column 4 is not a number.');
  });

  it('exports a Markdown table and CSV', () => {
    const rows = compareVariants(
      [
        { name: 'a|b', timings: '1 3' },
        { name: 'c, "d"', timings: '4' },
      ],
      { unit: 'ms' },
    );
    const md = toMarkdownTable(rows, 'ms').split('\n');
    expect(md[0]).toBe('| # | Variant | Samples | Mean (ms) | Median (ms) | SD (ms) | Min (ms) | Max (ms) | p95 (ms) | Relative | ops/s |');
    expect(md[1]).toBe('| ---: | :--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    expect(md[2]).toBe('| 1 | a\\|b | 2 | 2 | 2 | 1.414 | 1 | 3 | 2.9 | ×1 | 500 |');
    const csv = toCsv(rows, 'ms').split('\r\n');
    expect(csv[2]).toBe('2,"c, ""d""",1,4,4,0,4,4,4,2,250');
  });

  it('formats numbers with 4 significant digits', () => {
    expect([formatStat(12.3456), formatStat(0.00123456), formatStat(42), formatStat(1 / 3e9), formatStat(Infinity)]).toEqual([
      '12.35',
      '0.001235',
      '42',
      '3.333e-10',
      '∞',
    ]);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(benchmarkBuilderTool, benchmarkBuilderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseTimings(s));
    fuzzToolFunction((s: string) =>
      toMarkdownTable(
        compareVariants([
          { name: s, timings: s },
          { name: 'b', timings: '1' },
        ]),
        'ms',
      ),
    );
  });
});
