/** An indent: a number of spaces, or one tab per level. */
export type Indent = number | 'tab';

/** localStorage key of the indent the visitor chose last in any tool's IndentSelect (JSON: `4` or `"tab"`). */
export const INDENT_STORAGE_KEY = 'indent-preference';

/** The indents a select offers. */
export interface IndentRange {
  min: number;
  max: number;
  tab: boolean;
}

/**
 * Reads a stored indent, tolerating anything: a value that is not JSON, not an integer number of
 * spaces within the range, nor `"tab"` where a tab is offered, is ignored.
 *
 * @param raw - what localStorage held (null when nothing).
 * @param range - what the select offers.
 * @returns the indent, or null.
 */
export function parseStoredIndent(raw: string | null, range: IndentRange): Indent | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === 'tab') return range.tab ? 'tab' : null;
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max ? value : null;
}

/** The remembered indent, if storage is readable and holds one the range offers. */
export function readRememberedIndent(range: IndentRange): Indent | null {
  try {
    return parseStoredIndent(localStorage.getItem(INDENT_STORAGE_KEY), range);
  } catch {
    return null; // storage unavailable
  }
}

/** Remembers an indent for every tool's IndentSelect (ignored when storage is unavailable or full). */
export function rememberIndent(indent: Indent): void {
  try {
    localStorage.setItem(INDENT_STORAGE_KEY, JSON.stringify(indent));
  } catch {
    /* storage unavailable or full: the choice is not remembered */
  }
}
