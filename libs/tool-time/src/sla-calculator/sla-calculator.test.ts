import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { slaCalculatorTool } from './meta.js';
import { slaCalculatorState } from './state.js';
import {
  availabilityToDowntime,
  downtimeToAvailability,
  slaMonthDays,
  parseAvailabilityPercent,
  formatDowntime,
  slaServiceSeconds,
  slaYearDays,
  type SlaCalendar,
  type SlaPeriod,
} from './sla-calculator.js';

const GREGORIAN: SlaCalendar = { year: 'gregorian', month: 'average' };
const secondsOf = (percent: string, c: SlaCalendar = GREGORIAN) =>
  Object.fromEntries(availabilityToDowntime(percent, c).map((r) => [r.period, Number(r.seconds)])) as Record<SlaPeriod, number>;

describe('availability → downtime', () => {
  // Wikipedia, "High availability", table "Availability % and corresponding downtime"
  // (a year of 365.2425 days, a month of a twelfth of it): rounded as the table prints them.
  it.each([
    ['99.9', { year: [8.77, 'h'], month: [43.83, 'min'], week: [10.08, 'min'], day: [1.44, 'min'] }],
    ['99.99', { year: [52.6, 'min'], month: [4.38, 'min'], week: [1.01, 'min'], day: [8.64, 's'] }],
    ['99.999', { year: [5.26, 'min'], month: [26.3, 's'], week: [6.05, 's'], day: [864, 'ms'] }],
  ] as const)('%s %% matches the published table', (percent, table) => {
    const s = secondsOf(percent);
    const unit: Record<string, number> = { h: 3600, min: 60, s: 1, ms: 0.001 };
    for (const [period, [value, u]] of Object.entries(table) as [string, readonly [number, string]][]) {
      const digits = String(value).split('.')[1]?.length ?? 0;
      expect(Number((s[period as SlaPeriod] / unit[u]!).toFixed(digits)), `${percent} per ${period}`).toBe(value);
    }
  });

  it('is exact: 99.9 % of an average Gregorian year leaves 31,556.952 s; readable as 8h 45m 56.952s', () => {
    const rows = availabilityToDowntime('99.9', GREGORIAN);
    expect(rows.find((r) => r.period === 'year')).toEqual({ period: 'year', seconds: '31556.952', text: '8h 45m 56.952s' });
    expect(rows.find((r) => r.period === 'month')?.seconds).toBe('2629.746');
    expect(rows.find((r) => r.period === 'quarter')?.seconds).toBe('7889.238');
    expect(rows.find((r) => r.period === 'day')?.text).toBe('1m 26.4s');
  });

  it('uses the chosen month and year lengths', () => {
    expect(secondsOf('99.9', { year: '365', month: '30' })).toMatchObject({ month: 2592, year: 31536, quarter: 7776 });
    expect(slaMonthDays({ year: 'gregorian', month: 'average' }).toString()).toBe('30.436875');
    expect(slaYearDays('366').toString()).toBe('366');
  });

  it('with service hours on weekdays only, counts only those hours and drops the per-day row', () => {
    // 10 h × 5 days = 50 h a week = 180,000 s; 99.9 % leaves 180 s a week.
    const c: SlaCalendar = { ...GREGORIAN, weekHours: [10, 10, 10, 10, 10, 0, 0] };
    const s = secondsOf('99.9', c);
    expect(s.week).toBe(180);
    expect(s.day).toBeUndefined();
    expect(slaServiceSeconds(c).day).toBeNull();
  });

  it('reads 99,95, "99.95 %" and 100; rejects the rest', () => {
    expect(parseAvailabilityPercent('99,95').toString()).toBe('99.95');
    expect(parseAvailabilityPercent(' 99.95 % ').toString()).toBe('99.95');
    expect(secondsOf('100').year).toBe(0);
    for (const bad of ['', 'abc', '101', '-1', '99.9.9']) expect(() => parseAvailabilityPercent(bad), bad).toThrow(ToolInputError);
    expect(() => availabilityToDowntime('99', { ...GREGORIAN, weekHours: [25, 24, 24, 24, 24, 24, 24] })).toThrow('between 0 and 24');
  });
});

describe('downtime → availability', () => {
  it('8.64 s a day is 99.99 %; 1 h a month of 30 days is 99.861111 %', () => {
    expect(downtimeToAvailability(new Decimal('8.64'), GREGORIAN).find((r) => r.period === 'day')?.percent).toBe('99.99');
    expect(downtimeToAvailability(new Decimal(3600), { year: '365', month: '30' }).find((r) => r.period === 'month')?.percent).toBe('99.861111');
  });

  it('flags a downtime longer than the period', () => {
    const day = downtimeToAvailability(new Decimal(90_000), GREGORIAN).find((r) => r.period === 'day');
    expect(day?.exceeds).toBe(true);
    expect(Number(day?.percent)).toBeLessThan(0);
  });

  it('round trip: availability → downtime → availability (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom<SlaCalendar['year']>('gregorian', '365', '366'), (milli, year) => {
        const percent = new Decimal(milli).div(1000).toString();
        const c: SlaCalendar = { year, month: 'average' };
        const week = availabilityToDowntime(percent, c).find((r) => r.period === 'week')!;
        const back = downtimeToAvailability(new Decimal(week.seconds), c).find((r) => r.period === 'week')!;
        return new Decimal(back.percent).minus(percent).abs().lte('0.000001');
      }),
    );
  });
});

describe('SLA calculator: examples and robustness', () => {
  it('has examples that are valid states and compute without an error', () => {
    expectExamplesMatchState(slaCalculatorTool, slaCalculatorState);
    for (const { label, state } of slaCalculatorTool.examples ?? []) {
      const s = { ...slaCalculatorState.schema.parse({}), ...state } as { availability: string; year: SlaCalendar['year']; month: SlaCalendar['month'] };
      expect(availabilityToDowntime(s.availability, { year: s.year, month: s.month }).length, label).toBeGreaterThan(0);
    }
  });

  it('formatDowntime writes days to milliseconds', () => {
    expect(formatDowntime(new Decimal('93784.5'))).toBe('1d 2h 3m 4.5s');
    expect(formatDowntime(new Decimal(0))).toBe('0s');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const hours = fc.array(fc.oneof(fc.double(), fc.integer({ min: 0, max: 24 })), { minLength: 0, maxLength: 8 });
    const cal = fc.record({
      year: fc.constantFrom('gregorian', '365', '366'),
      month: fc.constantFrom('average', '28', '29', '30', '31'),
      weekHours: hours,
    }) as unknown as fc.Arbitrary<SlaCalendar>;
    fuzzToolFunction((text: string) => parseAvailabilityPercent(text));
    fuzzToolFunction(([text, c]: [string, SlaCalendar]) => availabilityToDowntime(text, c), fc.tuple(hostileText, cal));
    fuzzToolFunction(([n, c]: [number, SlaCalendar]) => downtimeToAvailability(new Decimal(n), c), fc.tuple(fc.double({ noNaN: true }), cal));
  });
});
