import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { durationCalculatorTool } from './meta.js';
import { durationCalculatorState } from './state.js';
import { formatDurationTotal, parseDurationText, parseDurationLines, durationPartsToSeconds, sumDurations } from './duration-calculator.js';

const seconds = (text: string, calendar: 'reject' | 'average' = 'reject') => durationPartsToSeconds(parseDurationText(text).parts, calendar).toString();

describe('parseDurationText: ISO 8601 durations', () => {
  it('reads the ISO 8601 example P3Y6M4DT12H30M5S (ISO 8601-1:2019 §5.5.2.2; the example Wikipedia quotes)', () => {
    const { parts, form } = parseDurationText('P3Y6M4DT12H30M5S');
    expect(form).toBe('iso');
    expect([parts.years, parts.months, parts.days, parts.hours, parts.minutes, parts.seconds].map(String)).toEqual(['3', '6', '4', '12', '30', '5']);
    // Years and months have no fixed length: refused unless averages are chosen.
    expect(() => durationPartsToSeconds(parts)).toThrow(ToolInputError);
    // Gregorian averages: a year is 365.2425 d = 31,556,952 s; a month a twelfth of it, 2,629,746 s.
    expect(seconds('P3Y6M4DT12H30M5S', 'average')).toBe(String(3 * 31_556_952 + 6 * 2_629_746 + 4 * 86_400 + 12 * 3_600 + 30 * 60 + 5));
  });

  it('PT36H and P1DT12H are the same length with 24-hour days (ISO 8601-1 §5.5.2 note)', () => {
    expect(seconds('PT36H')).toBe('129600');
    expect(seconds('P1DT12H')).toBe('129600');
  });

  it('reads weeks, decimal fractions with a dot or a comma (ISO 8601 §5.5.2.2 allows both), lower case', () => {
    expect(seconds('P2W')).toBe('1209600');
    expect(seconds('PT0.5S')).toBe('0.5');
    expect(seconds('PT0,5H')).toBe('1800');
    expect(seconds('p1dt1m')).toBe('86460');
  });

  it('rejects malformed ISO durations', () => {
    for (const bad of ['P', 'PT', 'P1H', 'PT1D', 'P1DT', 'P1S2M']) expect(() => parseDurationText(bad), bad).toThrow(ToolInputError);
  });
});

describe('parseDurationText: clock and unit forms', () => {
  it('reads clock times: H:MM, H:MM:SS.fff and .NET TimeSpan [d.]hh:mm:ss ("1.02:03:04" is 1 day 2 h 3 min 4 s, TimeSpan docs)', () => {
    expect(seconds('1:30')).toBe('5400');
    expect(seconds('0:00:01.250')).toBe('1.25');
    expect(seconds('1.02:03:04')).toBe('93784');
    expect(seconds('1:02:03:04')).toBe('93784');
    expect(parseDurationText('26:00:00').form).toBe('clock');
  });

  it('reads numbers with units, short and long names', () => {
    expect(seconds('1d 2h 30m')).toBe(String(86_400 + 2 * 3_600 + 30 * 60));
    expect(seconds('1.5h')).toBe('5400');
    expect(seconds('2 weeks, 3 days')).toBe(String(17 * 86_400));
    expect(seconds('1 hour and 15 minutes')).toBe('4500');
    expect(seconds('250ms')).toBe('0.25');
    expect(seconds('1500 µs')).toBe('0.0015');
    expect(seconds('1y', 'average')).toBe('31556952');
  });

  it.each([
    ['90', 'has no unit'],
    ['5 apples', '"apples" is not a unit'],
    ['1h 2h', 'appears twice'],
    ['', 'Enter a duration'],
    ['1h ?', 'Cannot read'],
  ])('rejects %j with a message', (text, message) => {
    expect(() => parseDurationText(text)).toThrow(ToolInputError);
    expect(() => parseDurationText(text)).toThrow(message);
  });
});

describe('sumDurations', () => {
  it('adds and subtracts lines, skips comments and blank lines', () => {
    const r = sumDurations('1h 30m\n+ 0:45:00\n\n# break\n- PT15M  # lunch');
    expect(r.errors).toEqual([]);
    expect(r.total?.seconds).toBe('7200');
    expect(r.total?.clock).toBe('2:00:00');
    expect(r.lines.map((l) => l.seconds)).toEqual(['5400', '2700', '-900']);
  });

  it('is exact in decimals: 0.1 h + 0.2 h is exactly 0.3 h = 1080 s (a binary double gives 1080.0000000000002)', () => {
    expect(sumDurations('0.1h\n0.2h').total?.seconds).toBe('1080');
    expect((0.1 + 0.2) * 3600).not.toBe(1080);
  });

  it('names the line of each error and keeps the good lines', () => {
    const r = sumDurations('1h\nabc\n2h\nP1M');
    expect(r.total?.seconds).toBe('10800');
    expect(r.errors).toHaveLength(2);
    expect(r.errors[0]).toMatch(/^Line 2: /);
    expect(r.errors[1]).toMatch(/^Line 4: Years and months have no fixed length/);
    expect(sumDurations('P1M', 'average').total?.seconds).toBe('2629746');
  });

  it('gives a negative total with a sign in every form', () => {
    const r = sumDurations('- 1d 2h 3m 4.5s');
    expect(r.total?.iso).toBe('-PT26H3M4.5S');
    expect(r.total?.isoDays).toBe('-P1DT2H3M4.5S');
    expect(r.total?.clockDays).toBe('-1.02:03:04.5');
    expect(r.total?.short).toBe('-1d 2h 3m 4.5s');
  });

  it('has no total when nothing could be read', () => {
    expect(sumDurations('').total).toBeNull();
    expect(sumDurations('# only a comment').total).toBeNull();
  });
});

describe('formatDurationTotal', () => {
  it('writes 93,784 s as 1 d 2 h 3 min 4 s in every form', () => {
    const f = formatDurationTotal(new Decimal(93_784));
    expect(f).toMatchObject({
      short: '1d 2h 3m 4s',
      long: '1 day 2 hours 3 minutes 4 seconds',
      clock: '26:03:04',
      clockDays: '1.02:03:04',
      iso: 'PT26H3M4S',
      isoDays: 'P1DT2H3M4S',
      minutes: '1563.066667',
      hours: '26.05111111',
    });
    expect(formatDurationTotal(new Decimal(0))).toMatchObject({ iso: 'PT0S', isoDays: 'PT0S', short: '0s', clock: '0:00:00' });
    expect(formatDurationTotal(new Decimal(604_800)).weeks).toBe('1');
    expect(formatDurationTotal(new Decimal(31_556_952)).years).toBe('1');
  });

  it('round trip: the ISO 8601 forms read back to the same number of seconds (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.integer({ min: 0, max: 999 }), (whole, ms) => {
        const total = new Decimal(whole).plus(new Decimal(ms).div(1000).times(Math.sign(whole) || 1));
        const f = formatDurationTotal(total);
        for (const text of [f.iso, f.isoDays, f.clock, f.clockDays, f.short]) {
          const back = sumDurations(text).total?.seconds;
          if (back !== f.seconds) return false;
        }
        return true;
      }),
    );
  });
});

describe('duration calculator: examples and robustness', () => {
  it('has examples that are valid states, each with a total and no error', () => {
    expectExamplesMatchState(durationCalculatorTool, durationCalculatorState);
    for (const { label, state } of durationCalculatorTool.examples ?? []) {
      const s = { ...durationCalculatorState.schema.parse({}), ...state } as { durations: string; calendar: 'reject' | 'average' };
      const r = sumDurations(s.durations, s.calendar);
      expect(r.errors, label).toEqual([]);
      expect(r.total, label).not.toBeNull();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((text: string) => parseDurationText(text));
    fuzzToolFunction((text: string) => parseDurationLines(text));
    fuzzToolFunction((text: string) => sumDurations(text, 'average'));
    fuzzToolFunction((text: string) => sumDurations(text));
    fuzzToolFunction(([text, cal]: [string, string]) => durationPartsToSeconds(parseDurationText(text).parts, cal as 'reject'), fc.tuple(hostileText, fc.string()));
    fuzzToolFunction((n: number) => formatDurationTotal(new Decimal(n)), fc.double({ noNaN: true, noDefaultInfinity: true }));
  });
});
