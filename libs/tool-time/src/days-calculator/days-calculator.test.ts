import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { daysCalculatorTool } from './meta.js';
import { daysCalculatorState } from './state.js';
import { daysBetween, parseZonedDate, type DaysOptions } from './days-calculator.js';
import Holidays from 'date-holidays';
import { HOLIDAY_COUNTRY_CODES, holidayCountryChoices } from './holiday-countries.js';
import { holidayRegions, holidayStates, holidaysFor } from './holidays.js';

const MON_FRI = [true, true, true, true, true, false, false];
const base: DaysOptions = { zone: 'UTC', includeEnd: false, workdays: MON_FRI, holidays: [] };

describe('calendar counts', () => {
  it('2024 is a leap year: 366 days, 52 weeks 2 days, 262 weekdays (Monday to Friday)', () => {
    const r = daysBetween('2024-01-01', '2025-01-01', base);
    expect(r.days).toBe(366);
    expect(r.weeks).toEqual({ weeks: 52, days: 2 });
    expect(r.calendar).toMatchObject({ years: 1, months: 0, days: 0 });
    expect(r.businessDays).toBe(262);
    expect(r.weekendDays).toBe(104);
    // 1 January 2024 was a Monday: Monday and Tuesday come 53 times.
    expect(r.perWeekday).toEqual([53, 53, 52, 52, 52, 52, 52]);
  });

  it('includes the end day when asked', () => {
    expect(daysBetween('2024-03-01', '2024-03-01', base).days).toBe(0);
    expect(daysBetween('2024-03-01', '2024-03-01', { ...base, includeEnd: true }).days).toBe(1);
    expect(daysBetween('2024-03-01', '2024-03-31', { ...base, includeEnd: true }).days).toBe(31);
  });

  it('counts months on the calendar: 31 January to 1 March 2024 is 1 month 1 day (Luxon / java.time rule)', () => {
    expect(daysBetween('2024-01-31', '2024-03-01', base).calendar).toMatchObject({ years: 0, months: 1, days: 1 });
  });

  it('counts elapsed hours across daylight saving: 31 March 2024 in Paris has 23 hours, 27 October 25', () => {
    expect(daysBetween('2024-03-31', '2024-04-01', { ...base, zone: 'Europe/Paris' }).elapsed.hours).toBe(23);
    expect(daysBetween('2024-10-27', '2024-10-28', { ...base, zone: 'Europe/Paris' }).elapsed.hours).toBe(25);
    expect(daysBetween('2024-10-27', '2024-10-28', { ...base, zone: 'Europe/Paris' }).days).toBe(1);
  });

  it('swaps reversed dates and says so', () => {
    const r = daysBetween('2025-01-01', '2024-01-01', base);
    expect(r.swapped).toBe(true);
    expect(r.days).toBe(366);
  });

  it('counts business hours on business days inside the range', () => {
    // Monday 2024-03-04 10:00 to Tuesday 2024-03-05 12:00 with hours 9–17: 7 h + 3 h.
    expect(daysBetween('2024-03-04T10:00', '2024-03-05T12:00', { ...base, includeEnd: true, businessHours: [9, 17] }).businessSeconds).toBe(10 * 3600);
    // A whole week with 9–17: 5 × 8 h.
    expect(daysBetween('2024-03-04', '2024-03-11', { ...base, businessHours: [9, 17] }).businessSeconds).toBe(40 * 3600);
  });

  it('working days can be any weekdays', () => {
    const sunThu = [true, true, true, true, false, false, true];
    expect(daysBetween('2024-03-04', '2024-03-11', { ...base, workdays: sunThu }).businessDays).toBe(5);
  });

  it.each([
    ['2024-02-30', '2024-03-01', 'does not exist'],
    ['tomorrow', '2024-03-01', 'Start: "tomorrow" is not a date'],
    ['2024-01-01', '', 'End: enter a date'],
    ['1900-01-01', '2100-01-01', 'over 100 years'],
  ])('rejects %j → %j', (a, b, message) => {
    expect(() => daysBetween(a, b, base)).toThrow(ToolInputError);
    expect(() => daysBetween(a, b, base)).toThrow(message);
  });
});

describe('public holidays (date-holidays)', () => {
  it('United States 2024: 11 federal holidays, all on weekdays (U.S. OPM federal holiday list) — 251 business days', () => {
    const holidays = holidaysFor('US', '', '', 2024, 2024);
    const r = daysBetween('2024-01-01', '2025-01-01', { ...base, holidays });
    const off = r.holidays.filter((h) => h.dayOff);
    expect(off.map((h) => h.date)).toEqual([
      '2024-01-01',
      '2024-01-15',
      '2024-02-19',
      '2024-05-27',
      '2024-06-19',
      '2024-07-04',
      '2024-09-02',
      '2024-10-14',
      '2024-11-11',
      '2024-11-28',
      '2024-12-25',
    ]);
    expect(r.businessDays).toBe(251);
  });

  it('Germany 2024: 9 nationwide holidays, all on weekdays — 253 business days; Bavaria adds Epiphany, Corpus Christi, All Saints', () => {
    const r = daysBetween('2024-01-01', '2025-01-01', { ...base, holidays: holidaysFor('DE', '', '', 2024, 2024) });
    expect(r.holidays.filter((h) => h.dayOff)).toHaveLength(9);
    expect(r.businessDays).toBe(253);
    const by = daysBetween('2024-01-01', '2025-01-01', { ...base, holidays: holidaysFor('DE', 'BY', '', 2024, 2024) });
    const dates = by.holidays.filter((h) => h.dayOff).map((h) => h.date);
    expect(dates).toEqual(expect.arrayContaining(['2024-01-06', '2024-05-30', '2024-11-01']));
  });

  it('lists countries without date-holidays (the codes are its own), named in the visitor’s language; states and regions from it', () => {
    expect([...HOLIDAY_COUNTRY_CODES].sort()).toEqual(Object.keys(new Holidays().getCountries('en')).sort());
    expect(holidayCountryChoices('en').find((c) => c.value === 'FR')?.label).toBe('France (FR)');
    expect(holidayCountryChoices('de').find((c) => c.value === 'DE')?.label).toBe('Deutschland (DE)');
    expect(holidayCountryChoices('en').find((c) => c.value === 'XK')?.label).toBe('Kosovo (XK)');
    expect(holidayCountryChoices('en')).toHaveLength(HOLIDAY_COUNTRY_CODES.length);
    expect(holidayStates('DE').map((s) => s.value)).toContain('BY');
    expect(holidayStates('')).toEqual([]);
    expect(Array.isArray(holidayRegions('DE', 'BY'))).toBe(true);
    expect(holidaysFor('', '', '', 2024, 2024)).toEqual([]);
    expect(holidaysFor('ZZ', '', '', 2024, 2024)).toEqual([]);
  });
});

describe('days calculator: examples and robustness', () => {
  it('has examples that are valid states and count without an error', () => {
    expectExamplesMatchState(daysCalculatorTool, daysCalculatorState);
    for (const { label, state } of daysCalculatorTool.examples ?? []) {
      const s = { ...daysCalculatorState.schema.parse({}), ...state } as { start: string; end: string; includeEnd: boolean; zone: string };
      expect(daysBetween(s.start, s.end, { ...base, zone: s.zone || 'UTC', includeEnd: s.includeEnd }).days, label).toBeGreaterThanOrEqual(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const date = fc.oneof(hostileText, fc.date({ min: new Date('1000-01-01'), max: new Date('3000-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 16)));
    const opts = fc.record({
      zone: fc.constantFrom('UTC', 'Europe/Paris', 'bad/zone'),
      includeEnd: fc.boolean(),
      workdays: fc.array(fc.boolean(), { minLength: 0, maxLength: 8 }),
      holidays: fc.array(fc.record({ date: fc.string(), name: fc.string(), type: fc.constantFrom('public', 'bank', 'school') }), { maxLength: 5 }),
      businessHours: fc.tuple(fc.double(), fc.double()),
    }) as unknown as fc.Arbitrary<DaysOptions>;
    fuzzToolFunction(([a, b, o]: [string, string, DaysOptions]) => daysBetween(a, b, o), fc.tuple(date, date, opts), 100);
    fuzzToolFunction(([t, z]: [string, string]) => parseZonedDate(t, z, 'Start'), fc.tuple(hostileText, fc.constantFrom('UTC', 'x')));
  });
});
