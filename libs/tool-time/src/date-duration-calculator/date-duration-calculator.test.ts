import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { dateDurationCalculatorTool } from './meta.js';
import { dateDurationCalculatorState } from './state.js';
import { addDurationToDate, applyDurations, parseReferenceDate, toDateTimeLocalInput } from './date-duration-calculator.js';
import { parseDurationText } from '../duration-calculator/duration-parse.js';

describe('adding durations to a date', () => {
  it('a day across the spring-forward change keeps the wall time (23 h elapsed); 24 hours does not (RFC 5545 §3.3.6: days are nominal)', () => {
    const day = applyDurations('2024-03-30T12:00', '+ 1d', 'Europe/Paris');
    expect(day.iso).toBe('2024-03-31T12:00:00+02:00');
    expect(day.elapsed.seconds).toBe(String(23 * 3600));
    const hours = applyDurations('2024-03-30T12:00', '+ 24h', 'Europe/Paris');
    expect(hours.iso).toBe('2024-03-31T13:00:00+02:00');
    expect(applyDurations('2024-03-30T12:00', 'P1D', 'Europe/Paris').iso).toBe(day.iso);
    expect(applyDurations('2024-03-30T12:00', 'PT24H', 'Europe/Paris').iso).toBe(hours.iso);
  });

  it('months are clamped to the last day: 31 January 2024 + 1 month is 29 February (as java.time and Temporal do)', () => {
    expect(applyDurations('2024-01-31', '+1mo', 'UTC').iso).toBe('2024-02-29T00:00:00Z');
    expect(applyDurations('2023-01-31', '+1mo', 'UTC').iso).toBe('2023-02-28T00:00:00Z');
    expect(applyDurations('2024-02-29', '+1y', 'UTC').iso).toBe('2025-02-28T00:00:00Z');
  });

  it('applies the steps in order and lists the date after each', () => {
    const r = applyDurations('2024-01-01T00:00', '+ 1d\n+ 2h 30m\n- PT15M\n# done', 'UTC');
    expect(r.steps.map((s) => s.iso)).toEqual(['2024-01-02T00:00:00Z', '2024-01-02T02:30:00Z', '2024-01-02T02:15:00Z']);
    expect(r.utc).toBe('2024-01-02T02:15:00Z');
    expect(r.elapsed.iso).toBe('PT26H15M');
    expect(r.errors).toEqual([]);
  });

  it('RFC 5545 §3.3.6 examples: P15DT5H0M20S and P7W', () => {
    expect(applyDurations('2024-01-01', 'P15DT5H0M20S', 'UTC').iso).toBe('2024-01-16T05:00:20Z');
    expect(applyDurations('2024-01-01', 'P7W', 'UTC').iso).toBe('2024-02-19T00:00:00Z');
  });

  it('a fraction of a day is 24-hour time; whole years and months only', () => {
    expect(applyDurations('2024-01-01', '1.5d', 'UTC').iso).toBe('2024-01-02T12:00:00Z');
    expect(() => addDurationToDate(parseReferenceDate('2024-01-01', 'UTC'), parseDurationText('1.5y').parts)).toThrow('whole numbers');
  });

  it('names bad lines and skips them', () => {
    const r = applyDurations('2024-01-01', '1d\nsoon\n1.5mo', 'UTC');
    expect(r.iso).toBe('2024-01-02T00:00:00Z');
    expect(r.errors).toHaveLength(2);
    expect(r.errors[0]).toMatch(/^Line 2: /);
    expect(r.errors[1]).toMatch(/^Line 3: Years and months must be whole/);
  });

  it('rejects a bad reference date', () => {
    expect(() => applyDurations('2024-02-30', '1d', 'UTC')).toThrow(ToolInputError);
    expect(() => applyDurations('next week', '1d', 'UTC')).toThrow('is not a date');
  });

  it('round trip: + d then − d gives the date back for exact (time) durations (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (ms, secs) => {
        const zone = 'America/New_York';
        const start = toDateTimeLocalInput(ms, zone);
        const r = applyDurations(start, `+ ${secs}s\n- ${secs}s`, zone);
        return r.iso === parseReferenceDate(start, zone).toISO({ suppressMilliseconds: true });
      }),
      { numRuns: 100 },
    );
  });
});

describe('date and duration calculator: examples and robustness', () => {
  it('has examples that are valid states and compute without an error', () => {
    expectExamplesMatchState(dateDurationCalculatorTool, dateDurationCalculatorState);
    for (const { label, state } of dateDurationCalculatorTool.examples ?? []) {
      const s = { ...dateDurationCalculatorState.schema.parse({}), ...state } as { start: string; steps: string; zone: string };
      const r = applyDurations(s.start, s.steps, s.zone || 'UTC');
      expect(r.errors, label).toEqual([]);
      expect(r.steps.length, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const zone = fc.constantFrom('UTC', 'Europe/Paris', 'nope');
    fuzzToolFunction(([a, b, z]: [string, string, string]) => applyDurations(a, b, z), fc.tuple(fc.oneof(hostileText, fc.constant('2024-01-01T00:00')), hostileText, zone));
    fuzzToolFunction((steps: string) => applyDurations('2024-01-01', steps, 'UTC'), fc.stringMatching(/^[+-]? ?\d{1,12}(\.\d{1,3})?(y|mo|w|d|h|m|s|ms)$/));
    fuzzToolFunction(([ms, z]: [number, string]) => toDateTimeLocalInput(ms, z), fc.tuple(fc.integer({ min: -8.64e15, max: 8.64e15 }), zone));
    void Decimal;
  });
});
