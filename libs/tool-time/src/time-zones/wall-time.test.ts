import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { listTimeZones, zoneOffsetMinutes } from './time-zones.js';
import { formatInZone, parseWallTime, wallTimeAsUtc, wallTimeInZone, zonedTimeToEpoch } from './wall-time.js';

const wall = (text: string) => parseWallTime(text);

describe('wall time ⇄ instant in a zone (IANA tz through Luxon)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads wall times in zones, with their offsets (EU rule: Directive 2000/84/EC; US rule: 15 U.S.C. §260a)', () => {
    expect(zonedTimeToEpoch(wall('2026-01-15T12:00'), 'Europe/Paris')).toBe(Date.UTC(2026, 0, 15, 11));
    expect(zonedTimeToEpoch(wall('2026-07-15T12:00'), 'Europe/Paris')).toBe(Date.UTC(2026, 6, 15, 10));
    expect(zonedTimeToEpoch(wall('2026-07-15T12:00:30.250'), 'America/New_York')).toBe(Date.UTC(2026, 6, 15, 16, 0, 30, 250));
    expect(zonedTimeToEpoch(wall('2026-01-15T12:00'), 'Asia/Kathmandu')).toBe(Date.UTC(2026, 0, 15, 6, 15));
    expect(wallTimeInZone(Date.UTC(2026, 6, 15, 16, 0, 30, 250), 'America/New_York')).toEqual({ year: 2026, month: 7, day: 15, hour: 12, minute: 0, second: 30, millisecond: 250 });
    expect(formatInZone(Date.UTC(2026, 0, 15, 6, 15), 'Asia/Kathmandu')).toBe('2026-01-15T12:00:00+05:45');
    expect(formatInZone(Date.UTC(2026, 0, 15, 6, 15, 0, 5), 'UTC')).toBe('2026-01-15T06:15:00.005Z');
    // Astronomical year numbering: 1 BC is year 0; 0000-01-01T00:00Z is −62,167,219,200,000 ms (ECMA-262 §21.4.1.1: 719,528 days before 1970).
    expect(wallTimeInZone(-719_528 * 86_400_000, 'UTC')).toMatchObject({ year: 0, month: 1, day: 1, hour: 0 });
    expect(wallTimeInZone(-719_528 * 86_400_000 - 1, 'UTC')).toMatchObject({ year: -1, month: 12, day: 31, hour: 23, millisecond: 999 });
  });

  it('a wall time in a gap is read with the offset before the jump, landing after it (RFC 5545 §3.3.5), whatever today is', () => {
    // Paris, 2026-03-29: 02:00 → 03:00 (01:00 UTC). 02:30 does not exist.
    for (const today of [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)]) {
      vi.useFakeTimers({ now: today, toFake: ['Date'] });
      expect(formatInZone(zonedTimeToEpoch(wall('2026-03-29T02:30'), 'Europe/Paris'), 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
      // New York, 2026-03-08: 02:00 → 03:00 (07:00 UTC).
      expect(zonedTimeToEpoch(wall('2026-03-08T02:15'), 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 15));
      vi.useRealTimers();
    }
  });

  it('a wall time in an overlap is the first of the two instants (RFC 5545 §3.3.5), whatever today is', () => {
    // Paris, 2026-10-25: 03:00 → 02:00 (01:00 UTC); 02:30 happens at 00:30 UTC (+02:00) and 01:30 UTC (+01:00).
    // Luxon alone picks the offset nearest today's, so the date the test runs must not matter.
    for (const today of [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)]) {
      vi.useFakeTimers({ now: today, toFake: ['Date'] });
      expect(zonedTimeToEpoch(wall('2026-10-25T02:30'), 'Europe/Paris')).toBe(Date.UTC(2026, 9, 25, 0, 30));
      expect(formatInZone(zonedTimeToEpoch(wall('2026-10-25T02:30'), 'Europe/Paris'), 'Europe/Paris')).toBe('2026-10-25T02:30:00+02:00');
      // Sydney, 2026-04-05: 03:00 → 02:00 (16:00 UTC on the 4th); 02:30 first at 15:30 UTC (+11:00).
      expect(zonedTimeToEpoch(wall('2026-04-05T02:30'), 'Australia/Sydney')).toBe(Date.UTC(2026, 3, 4, 15, 30));
      vi.useRealTimers();
    }
  });

  it('round trip: the wall time of an instant reads back as that instant, except in an overlap’s second pass (fast-check)', () => {
    const zones = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns', 'UTC'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.constantFrom(...zones), (ms, zone) => {
        const w = wallTimeInZone(ms, zone);
        const back = zonedTimeToEpoch(w, zone);
        expect(wallTimeInZone(back, zone)).toEqual(w);
        // Either the same instant, or an earlier one with the same wall time (the overlap's first pass).
        if (back !== ms) {
          expect(back).toBeLessThan(ms);
          expect(zoneOffsetMinutes(zone, back)).toBeGreaterThan(zoneOffsetMinutes(zone, ms));
        }
        expect(wallTimeAsUtc(w) - ms).toBe(zoneOffsetMinutes(zone, ms) * 60_000);
      }),
    );
  });

  it('refuses unknown zones and out-of-range times with a message', () => {
    expect(() => zonedTimeToEpoch(wall('2026-01-01T00:00'), 'Mars/Olympus')).toThrow(/Unknown time zone "Mars\/Olympus"/);
    expect(() => wallTimeInZone(8.64e15 + 1, 'UTC')).toThrow(/outside the range/);
    expect(() => zonedTimeToEpoch({ year: 275760, month: 9, day: 14, hour: 12, minute: 0, second: 0, millisecond: 0 }, 'Europe/Paris')).toThrow(/outside the range/);
    expect(() => parseWallTime('2026-13-01T00:00')).toThrow(/not a day/);
    expect(() => parseWallTime('2026-01-01T24:00')).toThrow(/not a time of day/);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const zone = fc.oneof(hostileText, fc.constantFrom(...listTimeZones().slice(0, 50)));
    const ms = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(8.64e15, -8.64e15, 8.64e15 + 1));
    fuzzToolFunction(([t, z]: [number, string]) => wallTimeInZone(t, z), fc.tuple(ms, zone));
    fuzzToolFunction(([t, z]: [number, string]) => formatInZone(t, z), fc.tuple(ms, zone));
    fuzzToolFunction(([s, z]: [string, string]) => zonedTimeToEpoch(parseWallTime(s), z), fc.tuple(fc.oneof(hostileText, fc.constantFrom('2026-03-29T02:30', '-271821-04-19T00:00', '275760-09-13T23:59')), zone));
  });
});
