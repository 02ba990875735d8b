import { ToolInputError } from '@handy-tools/ui/kit';

/** Units of the timings: nanoseconds, microseconds, milliseconds, seconds, or none (plain numbers, no ops/s). */
export type TimeUnit = 'ns' | 'us' | 'ms' | 's' | 'none';

/** Seconds per unit. */
export const SECONDS_PER_UNIT: Record<Exclude<TimeUnit, 'none'>, number> = { ns: 1e-9, us: 1e-6, ms: 1e-3, s: 1 };

/** Unit symbols as shown in tables (`us` is written µs). */
export const UNIT_SYMBOL: Record<TimeUnit, string> = { ns: 'ns', us: 'µs', ms: 'ms', s: 's', none: '' };

/** Longest timings text read ({@link parseTimings}): about 100,000 values, read in well under 100 ms on the page. */
export const MAX_TIMINGS_CHARS = 1_000_000;

/** Summary statistics of one set of samples (all in the samples' unit). */
export interface SampleStats {
  /** Number of samples. */
  count: number;
  /** Arithmetic mean. */
  mean: number;
  /** Median (the mean of the two middle values for an even count). */
  median: number;
  /** Sample standard deviation (n − 1 in the denominator); 0 for one sample. */
  sd: number;
  /** Smallest sample. */
  min: number;
  /** Largest sample. */
  max: number;
  /** 95th percentile, linear interpolation between closest ranks (Hyndman & Fan type 7, as Excel PERCENTILE.INC and NumPy's default). */
  p95: number;
}

/**
 * Reads timings: numbers separated by line breaks, commas, semicolons, tabs or spaces
 * (`12.5`, `1e3`, `-0.5`; the decimal separator is a point).
 *
 * @param text - the pasted timings.
 * @returns the numbers, in order (empty for blank text).
 * @throws ToolInputError naming the line, column and text of a value that is not a finite number,
 *   or when the text is longer than {@link MAX_TIMINGS_CHARS}.
 */
export function parseTimings(text: string): number[] {
  if (text.length > MAX_TIMINGS_CHARS)
    throw new ToolInputError(
      `Too many timings: ${text.length.toLocaleString('en')} characters; paste at most ${MAX_TIMINGS_CHARS.toLocaleString('en')} per variant.`,
    );
  const out: number[] = [];
  const re = /[^\s,;]+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const token = m[0];
    const value = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(token) ? Number(token) : Number.NaN;
    if (!Number.isFinite(value)) {
      const before = text.slice(0, m.index);
      const line = before.split('\n').length;
      const column = m.index - before.lastIndexOf('\n');
      const shown = token.length > 20 ? `${token.slice(0, 20)}…` : token;
      throw new ToolInputError(`"${shown}" at line ${line}, column ${column} is not a number.`, { line, column, position: m.index });
    }
    out.push(value);
  }
  return out;
}

/**
 * Interpolated quantile of sorted values (type 7: h = (n − 1)·p, between the floor and ceiling ranks).
 *
 * @param sorted - values in ascending order (at least one).
 * @param p - the probability, 0–1.
 * @returns the quantile.
 */
export function quantileSorted(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/**
 * Mean, median, sample standard deviation, min, max and 95th percentile of samples. The mean and
 * deviation use a corrected two-pass algorithm (Chan, Golub & LeVeque 1983), accurate on NIST StRD's
 * NumAcc data sets, where a one-pass sum of squares loses every digit.
 *
 * @param samples - the values (at least one).
 * @returns {@link SampleStats}.
 * @throws ToolInputError when there are no samples.
 */
export function describeSamples(samples: readonly number[]): SampleStats {
  const n = samples.length;
  if (n === 0) throw new ToolInputError('No timings: enter at least one number.');
  let sum = 0;
  for (const x of samples) sum += x;
  let mean = sum / n;
  // One correction pass makes the mean exact to rounding, then the deviations are summed.
  let dev = 0;
  for (const x of samples) dev += x - mean;
  mean += dev / n;
  let ss = 0;
  let comp = 0;
  for (const x of samples) {
    const d = x - mean;
    ss += d * d;
    comp += d;
  }
  const variance = n > 1 ? (ss - (comp * comp) / n) / (n - 1) : 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: n,
    mean,
    median: quantileSorted(sorted, 0.5),
    sd: Math.sqrt(Math.max(0, variance)),
    min: sorted[0]!,
    max: sorted[n - 1]!,
    p95: quantileSorted(sorted, 0.95),
  };
}

/** One variant as entered: a name and its timings as text. */
export interface Variant {
  name: string;
  timings: string;
}

/** One row of the comparison. */
export interface BenchmarkRow {
  /** The variant's name (or "Variant n" when blank). */
  name: string;
  /** 1 for the fastest by the chosen statistic. */
  rank: number;
  stats: SampleStats;
  /** The chosen statistic divided by the fastest's (1 for the fastest; Infinity when the fastest is 0). */
  relative: number;
  /** Operations per second from the chosen statistic (1 / seconds), or null without a time unit or for a non-positive time. */
  opsPerSecond: number | null;
}

/** Options of {@link compareVariants}. */
export interface CompareOptions {
  /** Unit of every timing (default `ms`). */
  unit?: TimeUnit;
  /** Statistic that ranks the variants and gives the ratio (default `mean`). */
  by?: 'mean' | 'median';
  /** Row order: fastest first (default) or as entered. */
  sort?: 'fastest' | 'entered';
}

/**
 * Compares variants: statistics of each, rank, ratio to the fastest and operations per second.
 * Variants without timings are left out.
 *
 * @param variants - the variants as entered.
 * @param options - {@link CompareOptions}.
 * @returns one row per variant with timings.
 * @throws ToolInputError naming the variant and the position of a value that is not a number.
 */
export function compareVariants(variants: readonly Variant[], options: CompareOptions = {}): BenchmarkRow[] {
  const { unit = 'ms', by = 'mean', sort = 'fastest' } = options;
  const measured: { name: string; stats: SampleStats }[] = [];
  variants.forEach((v, i) => {
    const name = v.name.trim() || `Variant ${i + 1}`;
    let values: number[];
    try {
      values = parseTimings(v.timings);
    } catch (e) {
      if (e instanceof ToolInputError)
        throw new ToolInputError(`${name}: ${e.message}`, { line: e.line, column: e.column, position: e.position });
      throw e;
    }
    if (values.length > 0) measured.push({ name, stats: describeSamples(values) });
  });
  if (measured.length === 0) return [];
  const best = Math.min(...measured.map((m) => m.stats[by]));
  const ranked = [...measured].sort((a, b) => a.stats[by] - b.stats[by]);
  const rows = measured.map((m) => {
    const value = m.stats[by];
    const seconds = unit === 'none' ? null : value * SECONDS_PER_UNIT[unit];
    return {
      name: m.name,
      rank: ranked.indexOf(m) + 1,
      stats: m.stats,
      relative: best === 0 ? (value === 0 ? 1 : Number.POSITIVE_INFINITY) : value / best,
      opsPerSecond: seconds !== null && seconds > 0 ? 1 / seconds : null,
    };
  });
  return sort === 'fastest' ? rows.sort((a, b) => a.rank - b.rank) : rows;
}

/**
 * A number for a table: 4 significant digits (12.35, 0.001235, 1235000), exact integers below 10⁹ kept whole.
 *
 * @param x - the number.
 * @returns its text; "∞" for Infinity.
 */
export function formatStat(x: number): string {
  if (x === Number.POSITIVE_INFINITY) return '∞';
  if (Number.isInteger(x) && Math.abs(x) < 1e9) return String(x);
  const s = Number(x.toPrecision(4));
  return Math.abs(s) >= 1e-6 || s === 0 ? String(s) : s.toExponential(3);
}

/** Column headers for {@link toMarkdownTable} and {@link toCsv}, in English unless given. */
export interface TableHeaders {
  rank: string;
  name: string;
  count: string;
  mean: string;
  median: string;
  sd: string;
  min: string;
  max: string;
  p95: string;
  relative: string;
  ops: string;
}

const ENGLISH: TableHeaders = {
  rank: '#',
  name: 'Variant',
  count: 'Samples',
  mean: 'Mean',
  median: 'Median',
  sd: 'SD',
  min: 'Min',
  max: 'Max',
  p95: 'p95',
  relative: 'Relative',
  ops: 'ops/s',
};

function cells(rows: readonly BenchmarkRow[], unit: TimeUnit, h: TableHeaders): string[][] {
  const u = UNIT_SYMBOL[unit];
  const withUnit = (label: string) => (u ? `${label} (${u})` : label);
  const hasOps = rows.some((r) => r.opsPerSecond !== null);
  const head = [
    h.rank,
    h.name,
    h.count,
    withUnit(h.mean),
    withUnit(h.median),
    withUnit(h.sd),
    withUnit(h.min),
    withUnit(h.max),
    withUnit(h.p95),
    h.relative,
    ...(hasOps ? [h.ops] : []),
  ];
  const body = rows.map((r) => [
    String(r.rank),
    r.name,
    String(r.stats.count),
    formatStat(r.stats.mean),
    formatStat(r.stats.median),
    formatStat(r.stats.sd),
    formatStat(r.stats.min),
    formatStat(r.stats.max),
    formatStat(r.stats.p95),
    `×${formatStat(r.relative)}`,
    ...(hasOps ? [r.opsPerSecond === null ? '' : formatStat(r.opsPerSecond)] : []),
  ]);
  return [head, ...body];
}

/**
 * The comparison as a GitHub-flavoured Markdown table (numbers right-aligned; `|` in names escaped).
 *
 * @param rows - from {@link compareVariants}.
 * @param unit - the timings' unit (shown in the headers).
 * @param headers - column headers (default English).
 * @returns the table's lines joined with `\n` (empty for no rows).
 */
export function toMarkdownTable(rows: readonly BenchmarkRow[], unit: TimeUnit, headers: TableHeaders = ENGLISH): string {
  if (rows.length === 0) return '';
  const [head, ...body] = cells(rows, unit, headers);
  const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
  const line = (r: string[]) => `| ${r.map(esc).join(' | ')} |`;
  const align = head!.map((_, i) => (i === 1 ? ':---' : '---:'));
  return [line(head!), `| ${align.join(' | ')} |`, ...body.map(line)].join('\n');
}

/**
 * The comparison as CSV (RFC 4180: comma-separated, fields with a comma, quote or line break quoted).
 *
 * @param rows - from {@link compareVariants}.
 * @param unit - the timings' unit (shown in the headers).
 * @param headers - column headers (default English).
 * @returns the CSV text, lines joined with `\r\n` (empty for no rows).
 */
export function toCsv(rows: readonly BenchmarkRow[], unit: TimeUnit, headers: TableHeaders = ENGLISH): string {
  if (rows.length === 0) return '';
  const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return cells(rows, unit, headers)
    .map((r) => r.map((c) => quote(c.replace(/^×/, ''))).join(','))
    .join('\r\n');
}
