import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIGURE_KEYS, floorTarget, formatTable, makeRow, meets, parseBenchArgs, stats, target } from './report.mjs';

describe('stats', () => {
  it('gives the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(stats([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, n: 3 });
    expect(stats([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4 });
  });

  it('ignores failed runs (null, NaN, infinities) and has no value without any number', () => {
    expect(stats([null, 7, Number.NaN, undefined, Infinity])).toEqual({ median: 7, min: 7, max: 7, n: 1 });
    expect(stats([null, null])).toEqual({ median: null, min: null, max: null, n: 0 });
  });

  it('puts the median between min and max, with half the values on each side, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), { minLength: 1, maxLength: 30 }), (values) => {
        const s = stats(values);
        expect(s.n).toBe(values.length);
        expect(s.min).toBe(Math.min(...values));
        expect(s.max).toBe(Math.max(...values));
        expect(s.median!).toBeGreaterThanOrEqual(s.min!);
        expect(s.median!).toBeLessThanOrEqual(s.max!);
        expect(values.filter((v) => v < s.median!).length).toBeLessThanOrEqual(values.length / 2);
        expect(values.filter((v) => v > s.median!).length).toBeLessThanOrEqual(values.length / 2);
        expect(stats([...values].reverse())).toEqual(s);
      }),
    );
  });
});

describe('targets', () => {
  it('judge the median against a bound, inclusive', () => {
    expect(meets(stats([15]), target('<=', 15))).toBe(true);
    expect(meets(stats([16]), target('<=', 15))).toBe(false);
    expect(meets(stats([95]), target('>=', 95))).toBe(true);
    expect(meets(stats([94]), target('>=', 95))).toBe(false);
  });

  it('judge on the median, not on an outlier', () => {
    expect(meets(stats([400, 420, 3000]), target('<=', 500))).toBe(true);
  });

  it('round before judging when asked (CLS as Lighthouse shows it)', () => {
    expect(meets(stats([0.0004]), target('<=', 0), 3)).toBe(true);
    expect(meets(stats([0.0004]), target('<=', 0))).toBe(false);
    expect(meets(stats([0.002]), target('<=', 0), 3)).toBe(false);
  });

  it('are 1.5 × the floor’s median for LCP, unknown without a floor', () => {
    const t = floorTarget(1.5, stats([200, 100, 300]));
    expect(t.value).toBe(300);
    expect(t.text).toBe('≤ 1.5 × floor 200 ms = 300 ms');
    expect(meets(stats([300]), t)).toBe(true);
    expect(meets(stats([301]), t)).toBe(false);
    const none = floorTarget(1.5, stats([null]));
    expect(none.value).toBeNull();
    expect(meets(stats([1]), none)).toBeNull();
  });

  it('are not judged without a measured value or without a target', () => {
    expect(meets(stats([]), target('<=', 1))).toBeNull();
    expect(meets(stats([1]), null)).toBeNull();
  });
});

describe('formatTable', () => {
  it('shows median (min–max), the target and whether it is met, and counts failed runs', () => {
    const ms = (x: number) => `${Math.round(x)} ms`;
    const table = formatTable([
      makeRow({
        key: 'hash-text',
        figure: 'Hash text',
        values: [450, 610, 480],
        runs: 3,
        format: ms,
        target: target('<=', 500, '≤ 500 ms'),
      }),
      makeRow({ key: 'requests', figure: 'requests', values: [30, null], runs: 2, format: String, target: target('<=', 25) }),
      makeRow({ key: 'home-lcp', figure: 'floor', values: [null], runs: 1, format: ms, target: null }),
    ]).split('\n');
    expect(table[0]).toBe('| figure | measured: median (min–max) | target | met |');
    expect(table[2]).toBe('| Hash text | 480 ms (450 ms–610 ms) | ≤ 500 ms | met |');
    expect(table[3]).toBe('| requests | 30 [1/2 runs] | ≤ 25 | NOT MET |');
    expect(table[4]).toBe('| floor | no value (0/1 runs) | – | – |');
  });
});

describe('parseBenchArgs', () => {
  it('defaults to 5 runs of every figure with a build', () => {
    expect(parseBenchArgs([])).toEqual({ runs: 5, only: [...FIGURE_KEYS], build: true, json: null, help: false });
  });

  it('reads --runs, --only (kept in table order), --no-build and --json', () => {
    expect(parseBenchArgs(['--runs', '1', '--only', 'file-hasher,home-lcp', '--no-build', '--json', 'out.json'])).toEqual({
      runs: 1,
      only: ['home-lcp', 'file-hasher'],
      build: false,
      json: 'out.json',
      help: false,
    });
  });

  it('refuses unknown keys and options, bad run counts and missing values', () => {
    expect(() => parseBenchArgs(['--only', 'home-lcp,speed'])).toThrow(/unknown figure key speed/);
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/positive integer/);
    expect(() => parseBenchArgs(['--runs', '2.5'])).toThrow(/positive integer/);
    expect(() => parseBenchArgs(['--json'])).toThrow(/--json needs a value/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/unknown option --fast/);
  });
});
