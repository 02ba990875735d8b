import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { countryList, countryName, countryZoneTable, zoneCountries, zonesOfCountry } from './countries.js';
import { checkTimeZone, formatOffset, isValidTimeZone, listTimeZones, localTimeZone, searchTimeZones, zoneCity, zoneOffsetMinutes, zoneState } from './time-zones.js';

describe('zones and offsets (IANA tz database through Intl)', () => {
  it('lists the runtime\'s zones with UTC first', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Paris');
    // Current tz database names, not ICU's old ones (tz "backward": Asia/Calcutta → Asia/Kolkata).
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Asia/Kathmandu');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones.length).toBeGreaterThan(300);
    expect(isValidTimeZone(localTimeZone())).toBe(true);
  });

  it('accepts aliases and rejects unknown names', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Asia/Calcutta')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(() => checkTimeZone('Mars/Olympus')).toThrow(ToolInputError);
  });

  it('offsets, including the odd ones: India +05:30, Nepal +05:45, Chatham +12:45/+13:45, Newfoundland −03:30', () => {
    const jan = Date.UTC(2024, 0, 15);
    const jul = Date.UTC(2024, 6, 15);
    expect(zoneOffsetMinutes('Asia/Kolkata', jan)).toBe(330);
    expect(zoneOffsetMinutes('Asia/Kathmandu', jan)).toBe(345);
    expect(zoneOffsetMinutes('Pacific/Chatham', jul)).toBe(765);
    expect(zoneOffsetMinutes('Pacific/Chatham', jan)).toBe(825);
    expect(zoneOffsetMinutes('America/St_Johns', jan)).toBe(-210);
    expect(zoneOffsetMinutes('UTC', jan)).toBe(0);
    // tz database (europe): Paris kept its local mean time, +0:09:21, until 1911; rounded to the minute.
    expect(zoneOffsetMinutes('Europe/Paris', Date.UTC(1900, 0, 1))).toBe(9);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(1880, 0, 1))).toBe(-296);
    expect(formatOffset(345)).toBe('+05:45');
    expect(formatOffset(-210)).toBe('-03:30');
    expect(formatOffset(0)).toBe('+00:00');
  });

  it('daylight saving time, northern and southern hemisphere (EU: last Sunday of March to last Sunday of October, Directive 2000/84/EC)', () => {
    expect(zoneState('Europe/Paris', Date.UTC(2024, 6, 1))).toMatchObject({ offset: '+02:00', dst: true, observesDst: true, standardOffsetMinutes: 60 });
    expect(zoneState('Europe/Paris', Date.UTC(2024, 0, 1))).toMatchObject({ offset: '+01:00', dst: false });
    // The switch: 2024-03-31 at 01:00 UTC.
    expect(zoneState('Europe/Paris', Date.UTC(2024, 2, 31, 0, 59)).dst).toBe(false);
    expect(zoneState('Europe/Paris', Date.UTC(2024, 2, 31, 1, 0)).dst).toBe(true);
    expect(zoneState('Australia/Sydney', Date.UTC(2024, 0, 1))).toMatchObject({ offset: '+11:00', dst: true });
    expect(zoneState('Australia/Sydney', Date.UTC(2024, 6, 1))).toMatchObject({ offset: '+10:00', dst: false });
    expect(zoneState('Asia/Tokyo', Date.UTC(2024, 6, 1))).toMatchObject({ dst: false, observesDst: false });
    expect(zoneState('America/New_York', Date.UTC(2024, 6, 1)).abbreviation).toBe('EDT');
  });
});

describe('finding zones', () => {
  it('by city, zone name or country', () => {
    const zones = listTimeZones();
    const countries = countryZoneTable('en');
    expect(searchTimeZones('new york', zones).map((m) => m.zone)).toContain('America/New_York');
    expect(searchTimeZones('buenos', zones)[0]).toEqual({ zone: 'America/Argentina/Buenos_Aires', reason: 'city' });
    expect(searchTimeZones('Japan', zones, countries)).toContainEqual({ zone: 'Asia/Tokyo', reason: 'country' });
    expect(searchTimeZones('br', zones, countries).map((m) => m.zone)).toContain('America/Sao_Paulo');
    expect(searchTimeZones('sao paulo', zones).map((m) => m.zone)).toContain('America/Sao_Paulo');
    expect(searchTimeZones('', zones, countries, 5)).toHaveLength(5);
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('countries and their zones (IANA zone.tab via countries-and-timezones)', () => {
    expect(zonesOfCountry('JP')).toEqual(['Asia/Tokyo']);
    expect(zonesOfCountry('us')).toContain('America/Los_Angeles');
    expect(zonesOfCountry('??')).toEqual([]);
    expect(zoneCountries('Europe/Paris')).toContain('France');
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryList('en').find((c) => c.value === 'FR')?.label).toBe('France (FR)');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const ms = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(8.64e15, -8.64e15, 8.64e15 + 1));
    const zone = fc.oneof(hostileText, fc.constantFrom(...listTimeZones().slice(0, 50)));
    fuzzToolFunction((z: string) => checkTimeZone(z), zone);
    fuzzToolFunction(([z, t]: [string, number]) => zoneOffsetMinutes(z, t), fc.tuple(zone, ms));
    fuzzToolFunction(([z, t]: [string, number]) => zoneState(z, t), fc.tuple(zone, ms));
    fuzzToolFunction((q: string) => searchTimeZones(q, listTimeZones(), countryZoneTable()));
    fuzzToolFunction((code: string) => zonesOfCountry(code));
    fuzzToolFunction((z: string) => zoneCountries(z));
    fuzzToolFunction((n: number) => formatOffset(n), fc.integer({ min: -2000, max: 2000 }));
  });
});
