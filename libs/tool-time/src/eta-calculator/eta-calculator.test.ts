import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { etaCalculatorTool } from './meta.js';
import { etaCalculatorState } from './state.js';
import { ETA_TIME_UNIT_MS, etaFromProgress, etaFromRate, etaRatePer, formatEtaDuration, parseEtaAmount } from './eta-calculator.js';

describe('etaFromRate', () => {
  it('gives the it-tools example: 5 plates in 3 minutes, 500 plates take 5 hours', () => {
    // The example printed on sharevb/it-tools' ETA calculator page ("if you wash 5 plates in 3
    // minutes and you have 500 plates to wash, it will take you 5 hours"): 500 / (5 / 3 min) = 300 min.
    const eta = etaFromRate(500, 5, 3 * ETA_TIME_UNIT_MS.min);
    expect(eta.totalMs).toBe(5 * ETA_TIME_UNIT_MS.h);
    expect(formatEtaDuration(eta.totalMs)).toBe('05:00:00');
    expect(etaRatePer(eta.ratePerMs, 'h')).toBeCloseTo(100, 10);
  });

  it('refuses a zero rate or span', () => {
    expect(() => etaFromRate(10, 0, 1000)).toThrow(/more than 0 units/);
    expect(() => etaFromRate(10, 1, 0)).toThrow(/time span/);
    expect(() => etaFromRate(0, 1, 1000)).toThrow(/total/);
  });
});

describe('etaFromProgress', () => {
  it('150 of 500 in 45 min: 200 per hour, 1 h 45 min left, 2 h 30 min in all', () => {
    const eta = etaFromProgress(500, 150, 45 * 60_000);
    expect(etaRatePer(eta.ratePerMs, 'h')).toBeCloseTo(200, 10);
    expect(eta.remainingUnits).toBe(350);
    expect(eta.remainingMs).toBeCloseTo(105 * 60_000, 6);
    expect(eta.totalMs).toBeCloseTo(150 * 60_000, 6);
    expect(eta.fraction).toBe(0.3);
  });

  it('nothing remains once done reaches the total', () => {
    expect(etaFromProgress(10, 12, 1000).remainingMs).toBe(0);
  });

  it('remaining + elapsed = total time (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e12 }), (total, doneRaw, elapsed) => {
        const done = Math.min(total, doneRaw);
        const eta = etaFromProgress(total, done, elapsed);
        expect(eta.remainingMs + elapsed).toBeCloseTo(eta.totalMs, -Math.ceil(Math.log10(eta.totalMs)) + 9);
      }),
    );
  });

  it('refuses nothing done, or no time', () => {
    expect(() => etaFromProgress(10, 0, 1000)).toThrow(/Nothing is done yet/);
    expect(() => etaFromProgress(10, 1, 0)).toThrow(/elapsed time/);
  });
});

describe('reading and writing', () => {
  it('reads amounts with separators and refuses others', () => {
    expect(parseEtaAmount('1 200', 'the total')).toBe(1200);
    expect(parseEtaAmount('1,200.5', 'the total')).toBe(1200.5);
    expect(() => parseEtaAmount('-3', 'the total')).toThrow(/The total: "-3" is not a number/);
    expect(() => parseEtaAmount('', 'the total')).toThrow(/Enter the total/);
  });

  it('formats durations with days and milliseconds', () => {
    expect(formatEtaDuration(0)).toBe('00:00:00');
    expect(formatEtaDuration(250)).toBe('00:00:00.250');
    expect(formatEtaDuration(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_678)).toBe('2d 03:04:05.678');
    expect(() => formatEtaDuration(-1)).toThrow(ToolInputError);
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(etaCalculatorTool, etaCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseEtaAmount(s, 'the total'));
    fuzzToolFunction((n: number) => formatEtaDuration(n), fc.double());
    fuzzToolFunction(([a, b, c]: [number, number, number]) => etaFromProgress(a, b, c), fc.tuple(fc.double(), fc.double(), fc.double()));
    fuzzToolFunction(([a, b, c]: [number, number, number]) => etaFromRate(a, b, c), fc.tuple(fc.double(), fc.double(), fc.double()));
  });
});
