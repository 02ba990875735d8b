import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { formatLocalTime, localTimeZone, parseLocalDateTime } from './local-time.js';

// Offsets below come from the IANA time zone database's rules: US Eastern is EDT (−04:00) from
// the second Sunday of March to the first Sunday of November since 2007; India is IST (+05:30)
// all year; the EU changes at 01:00 UTC on the last Sundays of March and October.
const ZONES = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns'];

// Discord's documentation example, 175928847299117063, was made at 2016-04-30T11:18:25.796Z.
const DISCORD = Date.parse('2016-04-30T11:18:25.796Z');
// MongoDB manual: ObjectId("507f1f77bcf86cd799439011") was made at 2012-10-17T21:13:27Z.
const MONGO = Date.parse('2012-10-17T21:13:27Z');

const originalTz = process.env['TZ'];
afterEach(() => {
  if (originalTz === undefined) delete process.env['TZ'];
  else process.env['TZ'] = originalTz;
});

describe('formatLocalTime', () => {
  it('writes published moments with the zone\'s offset at the time (IANA tz rules)', () => {
    expect(formatLocalTime(DISCORD, 'America/New_York')).toEqual({
      rfc3339: '2016-04-30T07:18:25.796-04:00',
      dateTimeLocal: '2016-04-30T07:18:25.796',
      timeZone: 'America/New_York',
      offsetMinutes: -240,
    });
    expect(formatLocalTime(DISCORD, 'Asia/Kolkata').rfc3339).toBe('2016-04-30T16:48:25.796+05:30');
    expect(formatLocalTime(DISCORD, 'UTC').rfc3339).toBe('2016-04-30T11:18:25.796Z');
    // 17 October 2012 is before the EU's autumn change (28 October): Paris is on CEST, +02:00.
    expect(formatLocalTime(MONGO, 'Europe/Paris').rfc3339).toBe('2012-10-17T23:13:27+02:00');
    // In January New York is on EST, −05:00.
    expect(formatLocalTime(Date.parse('2024-01-01T00:00:00Z'), 'America/New_York').rfc3339).toBe('2023-12-31T19:00:00-05:00');
  });

  it('reads back as the same moment (Date.parse of the RFC 3339 text), in any zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8_000_000_000_000 }), fc.constantFrom(...ZONES), (ms, zone) => {
        const local = formatLocalTime(ms, zone);
        expect(Date.parse(local.rfc3339)).toBe(ms);
        expect(local.rfc3339.startsWith(local.dateTimeLocal)).toBe(true);
      }),
    );
  });

  it('matches the runtime\'s own local time when TZ names the zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8_000_000_000_000 }), fc.constantFrom(...ZONES), (ms, zone) => {
        process.env['TZ'] = zone;
        const d = new Date(ms);
        const local = formatLocalTime(ms);
        expect(local.timeZone).toBe(localTimeZone());
        expect(local.offsetMinutes).toBe(0 - d.getTimezoneOffset());
        const [date, time] = local.dateTimeLocal.split('T');
        expect(date).toBe([d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-'));
        expect(time!.slice(0, 8)).toBe([d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':'));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses moments outside the range of dates and unknown zones', () => {
    expectToolInputError(() => formatLocalTime(8.64e15 + 1, 'UTC'));
    expectToolInputError(() => formatLocalTime(Number.NaN, 'UTC'));
    expect(expectToolInputError(() => formatLocalTime(0, 'Mars/Olympus_Mons')).message).toContain('is not a time zone');
  });
});

describe('parseLocalDateTime', () => {
  it('reads a datetime-local value in a zone', () => {
    expect(parseLocalDateTime('2016-04-30T07:18:25.796', 'America/New_York')).toBe(DISCORD);
    expect(parseLocalDateTime('2012-10-17T23:13:27', 'Europe/Paris')).toBe(MONGO);
    expect(parseLocalDateTime('2012-10-17T21:13', 'UTC')).toBe(MONGO - 27_000);
  });

  it('moves a time skipped by spring-forward past the jump, and takes the earlier of a repeated one', () => {
    // EU: 2024-03-31 01:00 UTC, Paris goes from 02:00 CET to 03:00 CEST; 2024-10-27 01:00 UTC, back from 03:00 to 02:00.
    expect(parseLocalDateTime('2024-03-31T02:30', 'Europe/Paris')).toBe(Date.parse('2024-03-31T01:30:00Z'));
    expect(parseLocalDateTime('2024-10-27T02:30', 'Europe/Paris')).toBe(Date.parse('2024-10-27T00:30:00Z'));
  });

  it('agrees with the runtime\'s own local-time reading (new Date(y, m, d, h, mi, s)) in any zone, gaps and overlaps included', () => {
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 1971, max: 2200 }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
          hour: fc.integer({ min: 0, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
          second: fc.integer({ min: 0, max: 59 }),
        }),
        fc.constantFrom(...ZONES),
        (f, zone) => {
          const value = `${f.year}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}T${[f.hour, f.minute, f.second].map((n) => String(n).padStart(2, '0')).join(':')}`;
          process.env['TZ'] = zone;
          expect(parseLocalDateTime(value, zone), `${value} ${zone}`).toBe(new Date(f.year, f.month - 1, f.day, f.hour, f.minute, f.second).getTime());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips formatLocalTime (outside the repeated hour)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8_000_000_000_000 }), fc.constantFrom(...ZONES), (ms, zone) => {
        const local = formatLocalTime(ms, zone);
        const back = parseLocalDateTime(local.dateTimeLocal, zone);
        // Either the same moment, or the earlier reading of a wall-clock time that happened twice.
        if (back !== ms) expect(formatLocalTime(back, zone).dateTimeLocal).toBe(local.dateTimeLocal);
        expect(back).toBeLessThanOrEqual(ms);
      }),
    );
  });

  it('refuses what is not a local date and time', () => {
    expect(expectToolInputError(() => parseLocalDateTime('2024-01-01', 'UTC')).message).toContain('is not a local date and time');
    expect(expectToolInputError(() => parseLocalDateTime('2023-02-29T10:00', 'UTC')).message).toContain('is not a date and time that exists');
    expectToolInputError(() => parseLocalDateTime('2023-01-01T24:00', 'UTC'));
    expectToolInputError(() => parseLocalDateTime('2023-01-01T10:00', 'Nowhere/Else'));
  });

  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => parseLocalDateTime(s, 'Europe/Paris'), fc.oneof(hostileText, fc.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/)));
    fuzzToolFunction(([ms, zone]: [number, string]) => formatLocalTime(ms, zone), fc.tuple(fc.oneof(fc.double(), fc.integer()), fc.oneof(fc.constantFrom(...ZONES), hostileText)));
  });
});
