import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Chronometer: the logic. A stopwatch is kept as instants, never as a count of ticks: while it
 * runs, the time shown is `accumulated + (now − startedAt)`, so it stays exact when the browser
 * slows or stops timers in a background tab. "now" is a millisecond clock the caller reads
 * (`performance.timeOrigin + performance.now()` in the UI: monotonic within a page, and on the
 * epoch's scale so a start time stored before a reload still counts from the right instant).
 */

/** A stopwatch. Times are milliseconds; `startedAt` is on the caller's clock. */
export interface Stopwatch {
  /** When the current run started, or null while paused or reset. */
  startedAt: number | null;
  /** Time counted by the runs before the current one, ms. */
  accumulated: number;
  /** Total elapsed time at each lap, ms, in order. */
  laps: number[];
}

/** A stopwatch at zero, not running. */
export const STOPWATCH_RESET: Stopwatch = { startedAt: null, accumulated: 0, laps: [] };

/**
 * Total elapsed time.
 *
 * @param sw - the stopwatch.
 * @param now - the current time on the stopwatch's clock, ms.
 * @returns ms counted, never negative (a clock that went back counts as no time).
 */
export function stopwatchElapsed(sw: Stopwatch, now: number): number {
  return sw.accumulated + (sw.startedAt === null ? 0 : Math.max(0, now - sw.startedAt));
}

/**
 * Starts or resumes the stopwatch (no change when it runs).
 *
 * @param sw - the stopwatch.
 * @param now - the current time, ms.
 * @returns the running stopwatch.
 */
export function startStopwatch(sw: Stopwatch, now: number): Stopwatch {
  return sw.startedAt === null ? { ...sw, startedAt: now } : sw;
}

/**
 * Pauses the stopwatch, keeping its time (no change when paused).
 *
 * @param sw - the stopwatch.
 * @param now - the current time, ms.
 * @returns the paused stopwatch.
 */
export function pauseStopwatch(sw: Stopwatch, now: number): Stopwatch {
  return sw.startedAt === null ? sw : { ...sw, startedAt: null, accumulated: stopwatchElapsed(sw, now) };
}

/**
 * Records a lap at the current total time (only while running or once some time is counted).
 *
 * @param sw - the stopwatch.
 * @param now - the current time, ms.
 * @returns the stopwatch with one more lap.
 */
export function lapStopwatch(sw: Stopwatch, now: number): Stopwatch {
  const total = stopwatchElapsed(sw, now);
  if (total === 0 && sw.startedAt === null) return sw;
  return { ...sw, laps: [...sw.laps, total] };
}

/**
 * Formats a duration as a stopwatch shows it: `mm:ss.mmm` under an hour, `h:mm:ss.mmm` after,
 * and `Nd hh:mm:ss.mmm` beyond a day (milliseconds truncated, never rounded up, so a display never
 * shows a second that has not fully passed).
 *
 * @param ms - a non-negative duration, ms.
 * @param digits - fraction digits: 0–3 (default 3).
 * @returns the text.
 * @throws ToolInputError when the duration is negative or not finite, or digits out of 0–3.
 */
export function formatStopwatch(ms: number, digits = 3): string {
  if (!Number.isFinite(ms) || ms < 0) throw new ToolInputError('The time is out of range.');
  if (!Number.isInteger(digits) || digits < 0 || digits > 3) throw new ToolInputError('Show 0 to 3 digits after the seconds.');
  const total = Math.floor(ms);
  const days = Math.floor(total / 86_400_000);
  let rest = total - days * 86_400_000;
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const s = Math.floor(rest / 1000);
  const frac = digits === 0 ? '' : '.' + String(rest - s * 1000).padStart(3, '0').slice(0, digits);
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${frac}`;
  if (days) return `${days}d ${String(h).padStart(2, '0')}:${mmss}`;
  return h ? `${h}:${mmss}` : mmss;
}

/** One row of the laps table. */
export interface StopwatchLap {
  /** 1-based lap number. */
  lap: number;
  /** Time of this lap alone, ms. */
  split: number;
  /** Total time at the end of the lap, ms. */
  total: number;
}

/**
 * The laps as rows: each lap's own time (difference with the previous lap's total) and its total.
 *
 * @param laps - totals at each lap, ms, non-decreasing.
 * @returns the rows, first lap first.
 */
export function stopwatchLapRows(laps: readonly number[]): StopwatchLap[] {
  return laps.map((total, i) => ({ lap: i + 1, split: total - (i === 0 ? 0 : laps[i - 1]!), total }));
}

/**
 * The laps as a table to paste: tab-separated values (IANA text/tab-separated-values: one header
 * line, fields separated by tabs) or a GitHub-flavoured Markdown table.
 *
 * @param laps - totals at each lap, ms.
 * @param format - `tsv` or `markdown`.
 * @param headers - the three column titles (lap, lap time, total), translated by the caller.
 * @returns the table text, lines separated by `\n`; only the header when there are no laps.
 */
export function stopwatchLapsTable(laps: readonly number[], format: 'tsv' | 'markdown', headers: readonly [string, string, string] = ['Lap', 'Lap time', 'Total']): string {
  const rows = stopwatchLapRows(laps).map((r) => [String(r.lap), formatStopwatch(r.split), formatStopwatch(r.total)]);
  if (format === 'tsv') return [headers.join('\t'), ...rows.map((r) => r.join('\t'))].join('\n');
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [`| ${headers.map(esc).join(' | ')} |`, '| ---: | ---: | ---: |', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
