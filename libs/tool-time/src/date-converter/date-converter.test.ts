import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { dateConverterTool } from './meta.js';
import { dateConverterState } from './state.js';
import { DATE_FORMS, detectDateForm, formatDateAll, parseDateInput, parseDateInputAs, type DateForm } from './date-converter.js';

const at = (text: string, zone = 'UTC') => parseDateInput(text, 'auto', zone, 0);
const iso = (text: string, zone = 'UTC') => new Date(at(text, zone).epochMs).toISOString();

describe('reading dates (auto-detected)', () => {
  it('RFC 3339 §5.8 examples', () => {
    expect(at('1985-04-12T23:20:50.52Z')).toMatchObject({ epochMs: Date.UTC(1985, 3, 12, 23, 20, 50, 520), form: 'iso' });
    expect(iso('1996-12-19T16:39:57-08:00')).toBe('1996-12-20T00:39:57.000Z');
    expect(iso('1937-01-01T12:00:27.87+00:20')).toBe('1937-01-01T11:40:27.870Z');
  });

  it('RFC 2822 §A.1.1 and RFC 7231 §7.1.1.1 (IMF-fixdate, RFC 850, asctime) examples', () => {
    expect(at('Fri, 21 Nov 1997 09:55:06 -0600')).toMatchObject({ epochMs: 880127706000, form: 'rfc2822' });
    // RFC 2822 is tried before HTTP: the IMF-fixdate is also a valid RFC 2822 date, same instant.
    expect(at('Sun, 06 Nov 1994 08:49:37 GMT').epochMs).toBe(784111777000);
    expect(parseDateInputAs('Sunday, 06-Nov-94 08:49:37 GMT', 'http', 'UTC').epochMs).toBe(784111777000);
    expect(parseDateInputAs('Sun Nov  6 08:49:37 1994', 'http', 'UTC').epochMs).toBe(784111777000);
  });

  it('Unix time by its number of digits: seconds, milliseconds, microseconds, nanoseconds', () => {
    expect(at('1700000000')).toMatchObject({ epochMs: 1_700_000_000_000, form: 'unix-s' });
    expect(at('1700000000123')).toMatchObject({ epochMs: 1_700_000_000_123, form: 'unix-ms' });
    expect(at('1700000000123456')).toMatchObject({ epochMs: 1_700_000_000_123, form: 'unix-us' });
    expect(at('1700000000123456789')).toMatchObject({ epochMs: 1_700_000_000_123, form: 'unix-ns' });
    expect(iso('1700000000')).toBe('2023-11-14T22:13:20.000Z');
    expect(at('-86400').epochMs).toBe(-86_400_000);
  });

  it('MongoDB ObjectId: the timestamp of the docs\' example 507f191e810c19729de860ea is 2012-10-17T20:46:22Z (ObjectId.getTimestamp())', () => {
    expect(at('507f191e810c19729de860ea')).toMatchObject({ form: 'objectid' });
    expect(iso('507f191e810c19729de860ea')).toBe('2012-10-17T20:46:22.000Z');
    expect(iso('ObjectId("507f191e810c19729de860ea")')).toBe('2012-10-17T20:46:22.000Z');
  });

  it('Windows FILETIME and .NET ticks: the Unix epoch is 116444736000000000 (Microsoft, time_t to FILETIME) and 621355968000000000 ticks (DateTime.UnixEpoch)', () => {
    expect(at('116444736000000000')).toMatchObject({ epochMs: 0, form: 'filetime' });
    expect(at('621355968000000000')).toMatchObject({ epochMs: 0, form: 'dotnet-ticks' });
    // DateTime.MaxValue.Ticks has 19 digits, like Unix nanoseconds: the form is picked by hand.
    expect(new Date(parseDateInputAs('3155378975999999999', 'dotnet-ticks', 'UTC').epochMs).toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });

  it('LDAP GeneralizedTime, RFC 4517 §3.3.13 examples: 199412161032Z and 199412160532-0500 are the same instant', () => {
    expect(at('199412161032Z')).toMatchObject({ form: 'ldap', epochMs: Date.UTC(1994, 11, 16, 10, 32) });
    expect(at('199412160532-0500').epochMs).toBe(Date.UTC(1994, 11, 16, 10, 32));
    expect(iso('20240310143000.5Z')).toBe('2024-03-10T14:30:00.500Z');
  });

  it('JavaScript: the Date string (ECMA-262 Date.prototype.toString) and the constructor (month from 0, wall time in the zone)', () => {
    expect(at('Tue Feb 01 2022 00:00:00 GMT+0100 (Central European Standard Time)')).toMatchObject({ form: 'js-string', epochMs: Date.UTC(2022, 0, 31, 23) });
    expect(at('new Date(2024, 0, 31, 12, 30)', 'Asia/Tokyo').epochMs).toBe(Date.UTC(2024, 0, 31, 3, 30));
    // Out-of-range fields carry over, as in JavaScript: month 12 of 2023 is January 2024.
    expect(iso('new Date(2023, 12, 1)')).toBe('2024-01-01T00:00:00.000Z');
  });

  it('wall times without an offset are read in the chosen zone, DST included', () => {
    expect(at('2024-07-01T12:00', 'Europe/Paris').epochMs).toBe(Date.UTC(2024, 6, 1, 10));
    expect(at('2024-01-01T12:00', 'Europe/Paris').epochMs).toBe(Date.UTC(2024, 0, 1, 11));
    expect(at('2024-07-01T12:00', 'Europe/Paris').note).toMatch(/wall time in Europe\/Paris/);
    expect(at('2024-03-10 14:30:00', 'America/New_York')).toMatchObject({ form: 'sql', epochMs: Date.UTC(2024, 2, 10, 18, 30) });
  });

  it('now, and the empty text, are the current time given by the caller', () => {
    expect(parseDateInput('now', 'auto', 'UTC', 1234)).toEqual({ epochMs: 1234, form: 'now' });
    expect(parseDateInput('', 'auto', 'UTC', 99).form).toBe('now');
  });
});

describe('Excel serials', () => {
  // Microsoft: DATEVALUE("8/22/2011") = 40777; DATE(2008,1,1) = 39448; "Date systems in Excel":
  // 5 July 2011 is 40729 in the 1900 system and 39267 in the 1904 system.
  it.each([
    ['40777', '2011-08-22T00:00:00.000Z'],
    ['39448', '2008-01-01T00:00:00.000Z'],
    ['40729', '2011-07-05T00:00:00.000Z'],
    ['40729.5', '2011-07-05T12:00:00.000Z'],
    ['1', '1900-01-01T00:00:00.000Z'],
    ['59', '1900-02-28T00:00:00.000Z'],
    ['61', '1900-03-01T00:00:00.000Z'],
  ])('1900 system: %s is %s', (serial, date) => {
    expect(new Date(parseDateInputAs(serial, 'excel-1900', 'UTC').epochMs).toISOString()).toBe(date);
    expect(formatDateAll(Date.parse(date), 'UTC')['excel-1900']).toBe(serial);
  });

  it('serial 60 is the phantom 29 February 1900 (Lotus 1-2-3 bug, Microsoft KB 214326)', () => {
    expect(() => parseDateInputAs('60', 'excel-1900', 'UTC')).toThrow('29 February 1900');
  });

  it('1904 system: 39267 is 5 July 2011; serials are wall time in the zone', () => {
    expect(new Date(parseDateInputAs('39267', 'excel-1904', 'UTC').epochMs).toISOString()).toBe('2011-07-05T00:00:00.000Z');
    expect(formatDateAll(Date.UTC(2011, 6, 5), 'UTC')['excel-1904']).toBe('39267');
    expect(parseDateInputAs('40729', 'excel-1900', 'America/New_York').epochMs).toBe(Date.UTC(2011, 6, 5, 4));
  });

  it('a decimal number is detected as an Excel serial', () => {
    expect(detectDateForm('45292.25')).toBe('excel-1900');
    expect(detectDateForm('1700000000.5')).toBe('unix-s');
  });
});

describe('writing every form', () => {
  it('writes the RFC 2822 and RFC 7231 examples back', () => {
    const all = formatDateAll(784111777000, 'UTC');
    expect(all.http).toBe('Sun, 06 Nov 1994 08:49:37 GMT');
    expect(formatDateAll(880127706000, 'America/Chicago').rfc2822).toBe('Fri, 21 Nov 1997 09:55:06 -0600');
    expect(all['iso-utc']).toBe('1994-11-06T08:49:37.000Z');
    expect(all['unix-s']).toBe('784111777');
    // The MongoDB docs' example again, written: its first 4 bytes, then zeros.
    expect(formatDateAll(Date.UTC(2012, 9, 17, 20, 46, 22), 'UTC').objectid).toBe('507f191e0000000000000000');
  });

  it('the JavaScript Date string is what Date.parse reads back (ECMA-262 §21.4.3.2 requires it)', () => {
    // From 1970 on: before their standard time, zones had local mean time offsets in seconds (Paris +00:09:21), which the string cannot carry.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.constantFrom('UTC', 'Europe/Paris', 'Asia/Kolkata', 'America/St_Johns'), (ms, zone) => {
        const s = formatDateAll(ms, zone)['js-string'];
        return Date.parse(s) === Math.floor(ms / 1000) * 1000;
      }),
    );
  });

  it('round trip: every form reads back to the same instant, to its precision (fast-check)', () => {
    const precision: Partial<Record<DateForm, number>> = { 'unix-s': 1000, objectid: 1000, http: 1000, rfc2822: 1000, 'js-string': 1000, sql: 1 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom('UTC', 'Europe/Paris', 'Pacific/Chatham', 'America/Sao_Paulo'), (ms, zone) => {
        const all = formatDateAll(ms, zone);
        for (const f of DATE_FORMS) {
          if (all[f] === '' || f.startsWith('excel')) continue;
          const step = precision[f] ?? 1;
          const back = parseDateInputAs(all[f], f, zone).epochMs;
          // Wall-time forms are ambiguous in the repeated hour when clocks go back: allow the offset change.
          if (back !== Math.floor(ms / step) * step && !(f === 'sql' || f === 'js-constructor')) return false;
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });
});

describe('errors', () => {
  it.each([
    ['yesterday', 'auto', 'Cannot tell the form'],
    ['2024-02-30', 'iso', 'is not ISO 8601'],
    ['12345', 'objectid', '24 hexadecimal digits'],
    ['-5', 'excel-1900', 'positive number of days'],
    ['abc', 'unix-ms', 'not a number'],
    ['1e400', 'unix-s', 'not a number'],
    ['99999999999999999', 'unix-ms', 'outside the range'],
  ] as const)('%j as %s', (text, form, message) => {
    expect(() => parseDateInput(text, form as DateForm | 'auto', 'UTC', 0)).toThrow(ToolInputError);
    expect(() => parseDateInput(text, form as DateForm | 'auto', 'UTC', 0)).toThrow(message);
  });

  it('rejects an unknown zone', () => {
    expect(() => parseDateInput('now', 'auto', 'Mars/Olympus', 0)).toThrow('Unknown time zone');
  });
});

describe('date converter: examples and robustness', () => {
  it('has examples that are valid states and read without an error', () => {
    expectExamplesMatchState(dateConverterTool, dateConverterState);
    for (const { label, state } of dateConverterTool.examples ?? []) {
      const s = { ...dateConverterState.schema.parse({}), ...state } as { input: string; form: DateForm | 'auto'; zone: string };
      const p = parseDateInput(s.input, s.form, s.zone || 'UTC', Date.UTC(2024, 0, 1));
      expect(formatDateAll(p.epochMs, s.zone || 'UTC').iso, label).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const form = fc.constantFrom<DateForm | 'auto'>('auto', ...DATE_FORMS);
    const zone = fc.constantFrom('UTC', 'Europe/Paris', 'Asia/Kathmandu', 'nope', '');
    fuzzToolFunction(([text, f, z]: [string, DateForm | 'auto', string]) => parseDateInput(text, f, z, 0), fc.tuple(hostileText, form, zone));
    fuzzToolFunction((text: string) => detectDateForm(text));
    fuzzToolFunction(([ms, z]: [number, string]) => formatDateAll(ms, z), fc.tuple(fc.oneof(fc.double(), fc.integer()), zone));
    // Digit strings of every length reach the numeric forms' edges.
    fuzzToolFunction((text: string) => parseDateInput(text, 'auto', 'UTC', 0), fc.stringMatching(/^-?\d{1,25}(\.\d{1,5})?$/));
  });
});
