import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ttlCalculatorTool } from './meta.js';
import { ttlCalculatorState } from './state.js';
import {
  checkTtl,
  formatTtlClock,
  formatTtlCompact,
  formatTtlIsoDuration,
  MAX_DNS_TTL,
  parseTtl,
  parseTtlDuration,
  parseTtlIsoDuration,
  splitTtl,
  TTL_PRESETS,
  ttlExpiry,
  ttlWarnings,
} from './ttl-calculator.js';
import { zoneOffsetMinutes } from '../time-zones/time-zones.js';
import { formatInZone, parseWallTime, zonedTimeToEpoch } from '../time-zones/wall-time.js';

describe('reading durations', () => {
  it('reads BIND zone-file TTLs (BIND 9 ARM, "$TTL": 1w, 1d, 1h30m)', () => {
    // BIND 9 Administrator Reference Manual, zone file TTL: units w, d, h, m, s, case-insensitive.
    expect(parseTtl('1W')).toBe(604_800);
    expect(parseTtl('1d')).toBe(86_400);
    expect(parseTtl('1h30m')).toBe(5_400);
    expect(parseTtl('1w2d3h4m5s')).toBe(604_800 + 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5);
  });

  it('reads plain seconds, words, spaces and the clock form', () => {
    expect(parseTtl('86400')).toBe(86_400);
    expect(parseTtl('1 hour 30 minutes')).toBe(5_400);
    expect(parseTtl('2 days, 4 hours')).toBe(2 * 86_400 + 4 * 3_600);
    expect(parseTtl('1.5h')).toBe(5_400);
    expect(parseTtl('01:30:00')).toBe(5_400);
    expect(parseTtl('2d 01:00:00')).toBe(2 * 86_400 + 3_600);
    expect(parseTtl('90:00')).toBe(5_400);
  });

  it('reads ISO 8601 durations (ISO 8601-1:2019 §5.5.2.4; RFC 5545 §3.3.6 example "P15DT5H0M20S", "P7W")', () => {
    // RFC 5545 §3.3.6: "A duration of 15 days, 5 hours, and 20 seconds would be: P15DT5H0M20S";
    // "A duration of 7 weeks would be: P7W".
    expect(parseTtlIsoDuration('P15DT5H0M20S')).toBe(15 * 86_400 + 5 * 3_600 + 20);
    expect(parseTtlIsoDuration('P7W')).toBe(7 * 604_800);
    expect(parseTtl('PT1H30M')).toBe(5_400);
    expect(parseTtlDuration('PT0.5S')).toBe(0.5);
  });

  it('refuses years and months, negative values, fractions of seconds and junk, saying why', () => {
    expect(() => parseTtl('P1M')).toThrow(/no fixed number of seconds/);
    expect(() => parseTtl('P1Y')).toThrow(/no fixed number of seconds/);
    expect(() => parseTtl('-5')).toThrow(/negative/);
    expect(() => parseTtl('PT0.5S')).toThrow(/whole number of seconds/);
    expect(() => parseTtl('1x')).toThrow(/"x" is not a unit/);
    expect(() => parseTtl('1h banana')).toThrow(/Cannot read "banana"/);
    expect(() => parseTtl('')).toThrow(ToolInputError);
    expect(() => parseTtl('PT')).toThrow(/ISO 8601/);
    expect(() => parseTtl('01:75:00')).toThrow(/minutes go from 00 to 59/);
  });
});

describe('writing durations', () => {
  it('writes the compact, ISO 8601 and clock forms', () => {
    expect(formatTtlCompact(86_400)).toBe('1d');
    expect(formatTtlCompact(604_800)).toBe('1w');
    expect(formatTtlCompact(604_800, false)).toBe('7d');
    expect(formatTtlCompact(5_400)).toBe('1h30m');
    expect(formatTtlCompact(0)).toBe('0s');
    expect(formatTtlIsoDuration(15 * 86_400 + 5 * 3_600 + 20)).toBe('P15DT5H20S');
    expect(formatTtlIsoDuration(0)).toBe('PT0S');
    expect(formatTtlIsoDuration(86_400)).toBe('P1D');
    expect(formatTtlClock(5_400)).toBe('01:30:00');
    expect(formatTtlClock(2 * 86_400 + 61)).toBe('2d 00:01:01');
    expect(splitTtl(90_061)).toEqual({ weeks: 0, days: 1, hours: 1, minutes: 1, seconds: 1 });
  });

  it('reads back every form it writes (fast-check round trip)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * MAX_DNS_TTL }), fc.boolean(), (n, weeks) => {
        expect(parseTtl(formatTtlCompact(n, weeks))).toBe(n);
        expect(parseTtl(formatTtlIsoDuration(n))).toBe(n);
        expect(parseTtl(formatTtlClock(n))).toBe(n);
        expect(parseTtl(String(n))).toBe(n);
      }),
    );
  });

  it('presets read back as themselves', () => {
    for (const s of TTL_PRESETS) expect(parseTtl(formatTtlCompact(s))).toBe(s);
  });
});

describe('checks and expiry', () => {
  it('flags TTLs beyond RFC 2181 §8 (2^31 − 1) and 0', () => {
    expect(MAX_DNS_TTL).toBe(2 ** 31 - 1);
    expect(ttlWarnings(MAX_DNS_TTL)).toEqual([]);
    expect(ttlWarnings(MAX_DNS_TTL + 1)).toEqual(['over-rfc2181']);
    expect(ttlWarnings(0)).toEqual(['zero']);
    expect(() => checkTtl(1.5)).toThrow(ToolInputError);
  });

  it('adds the TTL to the start instant', () => {
    const start = Date.UTC(2026, 10, 28, 12, 0, 0);
    expect(ttlExpiry(start, 86_400)).toBe(Date.UTC(2026, 10, 29, 12, 0, 0));
    expect(() => ttlExpiry(8.64e15, 1)).toThrow(ToolInputError);
  });

  it('gives an expiry in a zone across a daylight-saving change (IANA tz: Europe/Paris, EU rule: last Sunday of March at 01:00 UTC)', () => {
    // 2026-03-29 01:00 UTC Paris moves from +01:00 to +02:00 (EU Directive 2000/84/EC, art. 2).
    const start = zonedTimeToEpoch(parseWallTime('2026-03-28T12:00'), 'Europe/Paris');
    expect(formatInZone(start, 'Europe/Paris')).toBe('2026-03-28T12:00:00+01:00');
    expect(formatInZone(ttlExpiry(start, 86_400), 'Europe/Paris')).toBe('2026-03-29T13:00:00+02:00');
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 1))).toBe(-300);
    // 02:30 does not exist in Paris on 2026-03-29: read with the offset before the change (RFC 5545 §3.3.5).
    expect(formatInZone(zonedTimeToEpoch(parseWallTime('2026-03-29T02:30'), 'Europe/Paris'), 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
    // 02:30 happens twice on 2026-10-25: the first one (+02:00) is chosen (RFC 5545 §3.3.5).
    expect(formatInZone(zonedTimeToEpoch(parseWallTime('2026-10-25T02:30'), 'Europe/Paris'), 'Europe/Paris')).toBe('2026-10-25T02:30:00+02:00');
    expect(() => zonedTimeToEpoch(parseWallTime('2026-01-01T00:00'), 'Mars/Olympus')).toThrow(/Unknown time zone "Mars\/Olympus"/);
    expect(() => parseWallTime('2026-02-30T00:00')).toThrow(/not a day/);
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(ttlCalculatorTool, ttlCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseTtl(s));
    fuzzToolFunction((s: string) => parseTtlDuration(s));
    fuzzToolFunction((s: string) => parseTtlIsoDuration(s));
    fuzzToolFunction((s: string) => parseWallTime(s));
    fuzzToolFunction((n: number) => formatTtlCompact(n), fc.double());
    fuzzToolFunction((n: number) => formatTtlIsoDuration(n), fc.double());
    fuzzToolFunction((n: number) => formatTtlClock(n), fc.double());
    fuzzToolFunction((n: number) => ttlExpiry(Date.UTC(2026, 0, 1), n), fc.double());
  });
});
