import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { weekNumberConverterTool } from './meta.js';
import { weekNumberConverterState } from './state.js';
import {
  dayOfYear,
  formatCalendarDate,
  formatIsoWeekDate,
  fromIsoWeekDate,
  isoWeekday,
  isoWeeksInYear,
  mondayOfMonthWeek,
  parseCalendarDate,
  parseIsoWeekDate,
  toIsoWeekDate,
  usWeek,
  weekOfMonth,
} from './week-number-converter.js';

const week = (date: string) => formatIsoWeekDate(toIsoWeekDate(parseCalendarDate(date)));

describe('ISO 8601 week dates', () => {
  // The examples of the "ISO week date" article (Wikipedia), which lists the year-boundary cases
  // of ISO 8601-1:2019 §4.1.4.4 (week 1 holds the year's first Thursday).
  it.each([
    ['2005-01-01', '2004-W53-6'],
    ['2005-01-02', '2004-W53-7'],
    ['2005-12-31', '2005-W52-6'],
    ['2006-01-01', '2005-W52-7'],
    ['2006-01-02', '2006-W01-1'],
    ['2006-12-31', '2006-W52-7'],
    ['2007-01-01', '2007-W01-1'],
    ['2007-12-30', '2007-W52-7'],
    ['2007-12-31', '2008-W01-1'],
    ['2008-01-01', '2008-W01-2'],
    ['2008-12-28', '2008-W52-7'],
    ['2008-12-29', '2009-W01-1'],
    ['2008-12-30', '2009-W01-2'],
    ['2008-12-31', '2009-W01-3'],
    ['2009-01-01', '2009-W01-4'],
    ['2009-12-31', '2009-W53-4'],
    ['2010-01-01', '2009-W53-5'],
    ['2010-01-02', '2009-W53-6'],
    ['2010-01-03', '2009-W53-7'],
    ['2021-01-03', '2020-W53-7'], // the brief's edge case: 2020 has 53 weeks (1 January 2020 was a Wednesday in a leap year)
  ])('%s is %s, and back', (date, isoWeek) => {
    expect(week(date)).toBe(isoWeek);
    expect(formatCalendarDate(fromIsoWeekDate(parseIsoWeekDate(isoWeek)))).toBe(date);
  });

  it('the standard\'s own example: 1985-W15-5 is Friday 12 April 1985 (ISO 8601:2004 §4.1.4.2 / 4.1.4.3)', () => {
    expect(formatCalendarDate(fromIsoWeekDate({ weekYear: 1985, week: 15, weekday: 5 }))).toBe('1985-04-12');
    expect(formatIsoWeekDate({ weekYear: 1985, week: 15, weekday: 5 }, true)).toBe('1985W155');
    // Ordinal date of the same day, 1985-102 (ISO 8601:2004 §4.1.3.2).
    expect(dayOfYear(parseCalendarDate('1985-04-12'))).toBe(102);
    expect(formatCalendarDate(parseCalendarDate('1985-102'))).toBe('1985-04-12');
  });

  it('long years: 53 weeks when 1 January is a Thursday, or a Wednesday in a leap year', () => {
    // Years with 53 weeks in 2000–2040 (the 400-year cycle table of the same article).
    const long = [2004, 2009, 2015, 2020, 2026, 2032, 2037];
    for (let y = 2000; y <= 2040; y++) expect(isoWeeksInYear(y), String(y)).toBe(long.includes(y) ? 53 : 52);
    expect(() => fromIsoWeekDate({ weekYear: 2021, week: 53, weekday: 1 })).toThrow('2021 has 52 ISO weeks');
  });

  it('round trip date → week date → date for every day of years 1–9999 (fast-check)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (t) => {
        const d = { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
        const w = toIsoWeekDate(d);
        if (w.weekday !== isoWeekday(d) || w.week < 1 || w.week > isoWeeksInYear(w.weekYear)) return false;
        return formatCalendarDate(fromIsoWeekDate(w)) === formatCalendarDate(d);
      }),
    );
  });

  it('reads the extended, basic and week-only forms', () => {
    expect(parseIsoWeekDate('2020W537')).toEqual({ weekYear: 2020, week: 53, weekday: 7 });
    expect(parseIsoWeekDate('2020-w53')).toEqual({ weekYear: 2020, week: 53, weekday: 1 });
    expect(parseCalendarDate('20210103')).toEqual({ year: 2021, month: 1, day: 3 });
  });

  it.each([
    ['2021-02-29', '2021-02 has 28 days'],
    ['2021-13-01', 'no month 13'],
    ['yesterday', 'is not a date'],
    ['2021-366', '2021 has 365 days'],
  ])('rejects the date %j', (text, message) => {
    expect(() => parseCalendarDate(text)).toThrow(ToolInputError);
    expect(() => parseCalendarDate(text)).toThrow(message);
  });

  it('rejects bad week dates', () => {
    expect(() => parseIsoWeekDate('2020-W54-1')).toThrow('2020 has 53 ISO weeks');
    expect(() => parseIsoWeekDate('2020-W10-8')).toThrow('not an ISO week date');
    expect(() => parseIsoWeekDate('2020-W00')).toThrow('week 0 does not exist');
  });
});

describe('other week numbers', () => {
  it('US weeks (Sunday start, week 1 holds 1 January), as date-fns getWeek counts by default', () => {
    // 2021-01-03 was a Sunday: it starts US week 2 (week 1 was 27 Dec 2020 – 2 Jan 2021).
    expect(usWeek(parseCalendarDate('2021-01-03'))).toEqual({ weekYear: 2021, week: 2 });
    expect(usWeek(parseCalendarDate('2021-01-02'))).toEqual({ weekYear: 2021, week: 1 });
    // 2020-12-27 (Sunday) starts the week holding 1 January 2021: US week 1 of 2021.
    expect(usWeek(parseCalendarDate('2020-12-27'))).toEqual({ weekYear: 2021, week: 1 });
    expect(usWeek(parseCalendarDate('2020-12-26'))).toEqual({ weekYear: 2020, week: 52 });
  });

  it('week of the month with Monday-start weeks, and the Monday of such a week', () => {
    // March 2024 began on a Friday: 1–3 March are week 1, Monday 4 March starts week 2.
    expect(weekOfMonth(parseCalendarDate('2024-03-03'))).toBe(1);
    expect(weekOfMonth(parseCalendarDate('2024-03-04'))).toBe(2);
    expect(weekOfMonth(parseCalendarDate('2024-03-31'))).toBe(5);
    expect(formatCalendarDate(mondayOfMonthWeek(2024, 3, 2))).toBe('2024-03-04');
    expect(formatCalendarDate(mondayOfMonthWeek(2024, 3, 1))).toBe('2024-02-26');
    expect(() => mondayOfMonthWeek(2024, 3, 6)).toThrow('has only 5 weeks');
  });
});

describe('week number converter: examples and robustness', () => {
  it('has examples that are valid states and convert without an error', () => {
    expectExamplesMatchState(weekNumberConverterTool, weekNumberConverterState);
    for (const { label, state } of weekNumberConverterTool.examples ?? []) {
      const s = { ...weekNumberConverterState.schema.parse({}), ...state } as { edited: string; value: string };
      const w = s.edited === 'date' ? toIsoWeekDate(parseCalendarDate(s.value)) : parseIsoWeekDate(s.value);
      expect(w.week, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const int = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 53, 54, 1e9, Number.NaN, 1.5));
    fuzzToolFunction((text: string) => parseCalendarDate(text));
    fuzzToolFunction((text: string) => parseIsoWeekDate(text));
    fuzzToolFunction(([y, w, d]: [number, number, number]) => fromIsoWeekDate({ weekYear: y, week: w, weekday: d }), fc.tuple(int, int, int));
    fuzzToolFunction(([y, m, d]: [number, number, number]) => toIsoWeekDate({ year: y, month: m, day: d }), fc.tuple(int, int, int));
    fuzzToolFunction(([y, m, d]: [number, number, number]) => usWeek({ year: y, month: m, day: d }), fc.tuple(int, int, int));
    fuzzToolFunction(([y, m, d]: [number, number, number]) => weekOfMonth({ year: y, month: m, day: d }), fc.tuple(int, int, int));
    fuzzToolFunction(([y, m, w]: [number, number, number]) => mondayOfMonthWeek(y, m, w), fc.tuple(int, int, int));
    fuzzToolFunction(([y, m, d]: [number, number, number]) => dayOfYear({ year: y, month: m, day: d }), fc.tuple(int, int, int));
    fuzzToolFunction((y: number) => isoWeeksInYear(y), int);
    void hostileText;
  });
});
