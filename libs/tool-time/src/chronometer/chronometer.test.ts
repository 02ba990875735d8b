import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  formatStopwatch,
  lapStopwatch,
  pauseStopwatch,
  startStopwatch,
  STOPWATCH_RESET,
  stopwatchElapsed,
  stopwatchLapRows,
  stopwatchLapsTable,
  type Stopwatch,
} from './chronometer.js';
import { chronometerTool } from './meta.js';
import { chronometerState } from './state.js';

describe('stopwatch', () => {
  it('counts the time between start and pause, and adds runs', () => {
    let sw: Stopwatch = startStopwatch(STOPWATCH_RESET, 1_000);
    expect(stopwatchElapsed(sw, 1_500)).toBe(500);
    sw = pauseStopwatch(sw, 2_000);
    expect(stopwatchElapsed(sw, 99_999)).toBe(1_000); // paused: time does not move
    sw = startStopwatch(sw, 10_000);
    expect(stopwatchElapsed(sw, 10_250)).toBe(1_250);
    expect(startStopwatch(sw, 20_000)).toBe(sw); // starting a running stopwatch changes nothing
  });

  it('is exact whatever the ticks: only instants count (a background tab that ran no timer for a minute)', () => {
    const sw = startStopwatch(STOPWATCH_RESET, 5_000);
    // No tick between 5 s and 65 s: the elapsed time is still the difference of the instants.
    expect(stopwatchElapsed(sw, 65_000)).toBe(60_000);
  });

  it('never counts a clock that went back as negative time', () => {
    expect(stopwatchElapsed(startStopwatch(STOPWATCH_RESET, 5_000), 4_000)).toBe(0);
  });

  it('records laps as totals and gives each lap time', () => {
    let sw = startStopwatch(STOPWATCH_RESET, 0);
    sw = lapStopwatch(sw, 30_120);
    sw = lapStopwatch(sw, 61_800);
    sw = pauseStopwatch(sw, 83_456);
    sw = lapStopwatch(sw, 90_000); // paused: the lap is at the paused total
    expect(sw.laps).toEqual([30_120, 61_800, 83_456]);
    expect(stopwatchLapRows(sw.laps)).toEqual([
      { lap: 1, split: 30_120, total: 30_120 },
      { lap: 2, split: 31_680, total: 61_800 },
      { lap: 3, split: 21_656, total: 83_456 },
    ]);
    expect(lapStopwatch(STOPWATCH_RESET, 5)).toBe(STOPWATCH_RESET); // nothing counted: no lap
  });

  it('lap times add up to the last total (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { maxLength: 50 }), (steps) => {
        let sw = startStopwatch(STOPWATCH_RESET, 0);
        let t = 0;
        for (const step of steps) {
          t += step;
          sw = lapStopwatch(sw, t);
        }
        const rows = stopwatchLapRows(sw.laps);
        expect(rows.reduce((sum, r) => sum + r.split, 0)).toBe(sw.laps.at(-1) ?? 0);
      }),
    );
  });
});

describe('formatting', () => {
  it('shows minutes, hours and days, truncating milliseconds', () => {
    expect(formatStopwatch(0)).toBe('00:00.000');
    expect(formatStopwatch(83_456.9)).toBe('01:23.456');
    expect(formatStopwatch(3_725_000)).toBe('1:02:05.000');
    expect(formatStopwatch(90_061_001)).toBe('1d 01:01:01.001');
    expect(formatStopwatch(1_999, 1)).toBe('00:01.9');
    expect(formatStopwatch(1_999, 0)).toBe('00:01');
    expect(() => formatStopwatch(-1)).toThrow(ToolInputError);
  });

  it('copies laps as TSV (IANA text/tab-separated-values) and as a Markdown table (GFM)', () => {
    const laps = [30_120, 61_800];
    expect(stopwatchLapsTable(laps, 'tsv')).toBe('Lap\tLap time\tTotal\n1\t00:30.120\t00:30.120\n2\t00:31.680\t01:01.800');
    expect(stopwatchLapsTable(laps, 'markdown')).toBe(
      '| Lap | Lap time | Total |\n| ---: | ---: | ---: |\n| 1 | 00:30.120 | 00:30.120 |\n| 2 | 00:31.680 | 01:01.800 |',
    );
    expect(stopwatchLapsTable([], 'tsv', ['Tour', 'Temps', 'Total'])).toBe('Tour\tTemps\tTotal');
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(chronometerTool, chronometerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((n: number) => formatStopwatch(n), fc.double());
    fuzzToolFunction(([n, d]: [number, number]) => formatStopwatch(n, d), fc.tuple(fc.double(), fc.integer()));
    fuzzToolFunction((laps: number[]) => stopwatchLapsTable(laps, 'markdown'), fc.array(fc.double({ min: 0, max: 1e12, noNaN: true })));
  });
});
