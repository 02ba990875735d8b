/** Types of report.mjs (the bench report's pure logic); see the TSDoc there. */
export interface Stat {
  median: number | null;
  min: number | null;
  max: number | null;
  n: number;
}
export interface Target {
  op: '<=' | '>=';
  value: number | null;
  text: string;
}
export interface Row {
  key: string;
  figure: string;
  stat: Stat;
  runs: number;
  format: (x: number) => string;
  target: Target | null;
  met: boolean | null;
  note?: string;
}
export interface BenchOptions {
  runs: number;
  only: string[];
  build: boolean;
  json: string | null;
  help: boolean;
}
/** Keys of the figures `npm run bench` reports, in table order. */
export declare const FIGURE_KEYS: readonly string[];
/** Median, min and max of the finite numbers in `values`. */
export declare function stats(values: readonly unknown[]): Stat;
/** A fixed target on the median. */
export declare function target(op: '<=' | '>=', value: number, text?: string): Target & { value: number };
/** At most `factor` × the floor's median (unknown without a floor figure). */
export declare function floorTarget(factor: number, floor: { median: number | null }, unit?: string): Target;
/** Whether the median meets the target (null: no target, target value or median). */
export declare function meets(stat: { median: number | null }, t: Target | null, digits?: number): boolean | null;
/** Builds and judges a report row. */
export declare function makeRow(spec: {
  key: string;
  figure: string;
  values: readonly unknown[];
  runs: number;
  format: (x: number) => string;
  target: Target | null;
  digits?: number;
  note?: string;
}): Row;
/** "median (min–max)" with "[n/runs runs]" when runs failed. */
export declare function measuredText(row: Row): string;
/** "met", "NOT MET", "–" or "unknown". */
export declare function metText(row: Row): string;
/** The Markdown table of the report. */
export declare function formatTable(rows: readonly Row[]): string;
/** Parses bench.mjs's options; throws an Error on bad ones. */
export declare function parseBenchArgs(argv: readonly string[]): BenchOptions;
