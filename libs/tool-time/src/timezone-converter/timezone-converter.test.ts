import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { timezoneConverterTool } from './meta.js';
import { timezoneConverterState } from './state.js';
import { convertToZones, zoneOffsetChanges, readWallTime } from './timezone-converter.js';

describe('converting a wall time to other zones', () => {
  it('9:00 in New York on 1 July 2024 (EDT, UTC−4) is 13:00 UTC, 18:30 in Kolkata, 22:00 in Tokyo, 23:00 in Sydney (AEST)', () => {
    const src = readWallTime('2024-07-01T09:00', 'America/New_York');
    expect(src).toMatchObject({ epochMs: Date.UTC(2024, 6, 1, 13), transition: 'none' });
    const rows = convertToZones(src.epochMs, 'America/New_York', ['UTC', 'Asia/Kolkata', 'Asia/Tokyo', 'Australia/Sydney', 'Pacific/Kiritimati']);
    expect(rows.map((r) => `${r.date} ${r.time} ${r.offset}`)).toEqual([
      '2024-07-01 13:00:00 +00:00',
      '2024-07-01 18:30:00 +05:30',
      '2024-07-01 22:00:00 +09:00',
      '2024-07-01 23:00:00 +10:00',
      '2024-07-02 03:00:00 +14:00',
    ]);
    expect(rows.map((r) => r.dayShift)).toEqual([0, 0, 0, 0, 1]);
    expect(rows[3]).toMatchObject({ dst: false, observesDst: true });
  });

  it('spots wall times skipped or repeated by daylight saving (EU rule: 01:00 UTC on the last Sundays of March and October)', () => {
    const gap = readWallTime('2024-03-31T02:30', 'Europe/Paris');
    expect(gap.transition).toBe('gap');
    expect(gap.iso).toBe('2024-03-31T03:30:00+02:00');
    const overlap = readWallTime('2024-10-27T02:30', 'Europe/Paris');
    expect(overlap.transition).toBe('overlap');
    expect(overlap.epochMs).toBe(Date.UTC(2024, 9, 27, 0, 30)); // the first 02:30, still CEST (+02:00)
    expect(readWallTime('2024-10-27T03:30', 'Europe/Paris').transition).toBe('none');
  });

  it('finds the offset changes of a year: EU Directive 2000/84/EC, US Energy Policy Act of 2005', () => {
    expect(zoneOffsetChanges('Europe/Paris', 2024)).toEqual([
      { epochMs: Date.UTC(2024, 2, 31, 1), iso: '2024-03-31T03:00:00+02:00', fromMinutes: 60, toMinutes: 120 },
      { epochMs: Date.UTC(2024, 9, 27, 1), iso: '2024-10-27T02:00:00+01:00', fromMinutes: 120, toMinutes: 60 },
    ]);
    // Second Sunday of March and first Sunday of November, at 2:00 local time.
    expect(zoneOffsetChanges('America/New_York', 2024).map((c) => c.epochMs)).toEqual([Date.UTC(2024, 2, 10, 7), Date.UTC(2024, 10, 3, 6)]);
    expect(zoneOffsetChanges('Asia/Tokyo', 2024)).toEqual([]);
  });

  it('rejects bad input', () => {
    expect(() => readWallTime('2024-02-30T10:00', 'UTC')).toThrow(ToolInputError);
    expect(() => readWallTime('10am', 'UTC')).toThrow('is not a date and time');
    expect(() => convertToZones(0, 'UTC', ['Mars/Olympus'])).toThrow('Unknown time zone');
  });

  it('the same instant is the same in every zone: reading a row back gives the instant (fast-check)', () => {
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }).map((s) => s * 1000), (ms) => {
        return convertToZones(ms, 'UTC', zones).every((r) => {
          const back = readWallTime(`${r.date}T${r.time}`, r.zone);
          // In a repeated hour the first instant is read: allow the DST difference there.
          return back.epochMs === ms || back.transition === 'overlap';
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('time zone converter: examples and robustness', () => {
  it('has examples that are valid states and convert without an error', () => {
    expectExamplesMatchState(timezoneConverterTool, timezoneConverterState);
    for (const { label, state } of timezoneConverterTool.examples ?? []) {
      const s = { ...timezoneConverterState.schema.parse({}), ...state } as { time: string; zone: string; zones: string };
      const src = readWallTime(s.time, s.zone || 'UTC');
      expect(convertToZones(src.epochMs, s.zone || 'UTC', s.zones.split(/[\s,]+/).filter(Boolean)).length, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const zone = fc.oneof(fc.constantFrom('UTC', 'Europe/Paris', 'Asia/Tokyo'), hostileText);
    fuzzToolFunction(([t, z]: [string, string]) => readWallTime(t, z), fc.tuple(fc.oneof(hostileText, fc.constant('2024-03-31T02:30')), zone));
    fuzzToolFunction(([ms, z, zs]: [number, string, string[]]) => convertToZones(ms, z, zs), fc.tuple(fc.oneof(fc.double(), fc.integer()), zone, fc.array(zone, { maxLength: 3 })));
    fuzzToolFunction(([z, y]: [string, number]) => zoneOffsetChanges(z, y), fc.tuple(zone, fc.oneof(fc.integer({ min: 1900, max: 2100 }), fc.double())), 30);
  });
});
