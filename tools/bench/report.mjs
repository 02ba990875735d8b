// Pure logic of the bench report: statistics over runs, targets, the result table and the CLI
// options of bench.mjs. No I/O here (unit-tested in report.test.ts).

/** Keys of the figures `npm run bench` reports, in table order (for `--only`). */
export const FIGURE_KEYS = [
  'home-lcp',
  'home-lcp-throttled',
  'tool-lcp',
  'requests',
  'home-js',
  'lighthouse',
  'hash-text',
  'json-prettify',
  'file-hasher',
];

/**
 * Median, minimum and maximum of the finite numbers in `values` (others, e.g. null from a failed
 * run, are ignored). The median of an even count is the mean of the two middle values.
 * @param {readonly unknown[]} values one value per run
 * @returns {{ median: number|null, min: number|null, max: number|null, n: number }} `n`: how many
 *   values counted; all null when none did
 */
export function stats(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return { median: null, min: null, max: null, n: 0 };
  const mid = Math.floor(v.length / 2);
  const median = v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
  return { median, min: v[0], max: v[v.length - 1], n: v.length };
}

/**
 * A fixed target: the median must be at most (`<=`) or at least (`>=`) `value`.
 * @param {'<=' | '>='} op
 * @param {number} value in the figure's unit
 * @param {string} [text] how to show it (default e.g. "≤ 15")
 * @returns {{ op: '<=' | '>=', value: number, text: string }}
 */
export function target(op, value, text) {
  return { op, value, text: text ?? `${op === '<=' ? '≤' : '≥'} ${value}` };
}

/**
 * A target relative to the floor (the same measurement on the bench's static floor page): at most
 * `factor` × the floor's median. Without a floor figure the target is unknown (value null).
 * @param {number} factor e.g. 1.5
 * @param {{ median: number|null }} floor statistics of the floor's figure
 * @param {string} [unit] shown after the numbers (e.g. ' ms')
 * @returns {{ op: '<=', value: number|null, text: string }}
 */
export function floorTarget(factor, floor, unit = ' ms') {
  if (floor.median == null) return { op: '<=', value: null, text: `≤ ${factor} × floor (floor not measured)` };
  const value = factor * floor.median;
  return { op: '<=', value, text: `≤ ${factor} × floor ${Math.round(floor.median)}${unit} = ${Math.round(value)}${unit}` };
}

/**
 * Whether a figure meets its target, judged on its median.
 * @param {{ median: number|null }} stat the figure over the runs
 * @param {{ op: '<=' | '>=', value: number|null } | null} t the target (null: informational figure)
 * @param {number} [digits] round the median to this many decimals first (e.g. 3 for CLS, as Lighthouse shows it)
 * @returns {boolean|null} null when there is no target, no target value or no measured value
 */
export function meets(stat, t, digits) {
  if (!t || t.value == null || stat.median == null) return null;
  const m = digits == null ? stat.median : Number(stat.median.toFixed(digits));
  return t.op === '<=' ? m <= t.value : m >= t.value;
}

/**
 * @typedef {object} Row one line of the report
 * @property {string} key figure key (see FIGURE_KEYS)
 * @property {string} figure what was measured
 * @property {{ median: number|null, min: number|null, max: number|null, n: number }} stat over the runs
 * @property {number} runs runs attempted
 * @property {(x: number) => string} format how to show a value (unit included)
 * @property {{ op: '<=' | '>=', value: number|null, text: string } | null} target
 * @property {boolean|null} met
 * @property {string} [note] extra detail
 */

/**
 * Builds a report row and judges it.
 * @param {{ key: string, figure: string, values: readonly unknown[], runs: number, format: (x: number) => string,
 *   target: Row['target'], digits?: number, note?: string }} spec `values`: one per run (null for a failed run)
 * @returns {Row}
 */
export function makeRow({ key, figure, values, runs, format, target: t, digits, note }) {
  const stat = stats(values);
  return { key, figure, stat, runs, format, target: t, met: meets(stat, t, digits), note };
}

/**
 * The measured cell: "median (min–max)", plus "[n/runs runs]" when some runs failed.
 * @param {Row} row
 * @returns {string}
 */
export function measuredText(row) {
  const { stat, runs, format } = row;
  if (stat.median == null) return `no value (0/${runs} runs)`;
  let s = format(stat.median);
  if (stat.n > 1) s += ` (${format(stat.min)}–${format(stat.max)})`;
  if (stat.n < runs) s += ` [${stat.n}/${runs} runs]`;
  return s;
}

/** The met cell: "met", "NOT MET", "–" (no target) or "unknown" (no value). */
export function metText(row) {
  if (!row.target) return '–';
  if (row.met === null) return 'unknown';
  return row.met ? 'met' : 'NOT MET';
}

/**
 * The report as a Markdown table: figure | measured | target | met.
 * @param {readonly Row[]} rows
 * @returns {string} lines joined with \n (no trailing newline)
 */
export function formatTable(rows) {
  const lines = ['| figure | measured: median (min–max) | target | met |', '|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.figure} | ${measuredText(r)} | ${r.target?.text ?? '–'} | ${metText(r)} |`);
  return lines.join('\n');
}

/**
 * Parses bench.mjs's options.
 * @param {readonly string[]} argv arguments after the script
 * @returns {{ runs: number, only: string[], build: boolean, json: string|null, help: boolean }}
 *   `only`: figure keys to measure (all of FIGURE_KEYS by default)
 * @throws {Error} on an unknown option, a missing value, a runs count that is not a positive
 *   integer, or an unknown figure key
 */
export function parseBenchArgs(argv) {
  const o = { runs: 5, only: [...FIGURE_KEYS], build: true, json: null, help: false };
  const value = (i, name) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-build') o.build = false;
    else if (a === '--help' || a === '-h') o.help = true;
    else if (a === '--runs') {
      const v = value(i++, '--runs');
      if (!/^[1-9]\d*$/.test(v)) throw new Error(`--runs must be a positive integer (got ${v})`);
      o.runs = Number(v);
    } else if (a === '--json') o.json = value(i++, '--json');
    else if (a === '--only') {
      const keys = value(i++, '--only')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      const unknown = keys.filter((k) => !FIGURE_KEYS.includes(k));
      if (unknown.length || !keys.length)
        throw new Error(`--only: unknown figure key ${unknown.join(', ') || '(none given)'}; keys: ${FIGURE_KEYS.join(', ')}`);
      o.only = FIGURE_KEYS.filter((k) => keys.includes(k));
    } else throw new Error(`unknown option ${a}`);
  }
  return o;
}
