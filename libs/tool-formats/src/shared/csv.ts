import { ToolInputError } from '@handy-tools/ui/kit';
import Papa from 'papaparse';

/** The field delimiters the CSV tools offer, by name. */
export type CsvDelimiterName = 'comma' | 'semicolon' | 'tab' | 'pipe';

/** The delimiter character of each {@link CsvDelimiterName}. */
export const CSV_DELIMITERS: Readonly<Record<CsvDelimiterName, string>> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };

/** Where a row starts in the text: 1-based line and column. */
function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.max(0, Math.min(offset, text.length));
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/** True when a field must be quoted (RFC 4180 §2 rule 6), or starts with a byte order mark. */
function needsQuotes(field: string, delimiter: string): boolean {
  return field.includes(delimiter) || field.includes('"') || field.includes('\n') || field.includes('\r') || field.includes('\uFEFF');
}

/**
 * Writes rows of fields as CSV following RFC 4180 §2: fields holding the delimiter, a double
 * quote, CR or LF are enclosed in double quotes, and a double quote inside is doubled. A row made
 * of one empty field is written `""` so that it is not read back as a blank line.
 *
 * @param rows - the rows, each an array of field texts (rows may differ in length).
 * @param delimiter - the field delimiter, one character (RFC 4180 uses a comma).
 * @param newline - the record separator: `\r\n` (RFC 4180) or `\n`.
 * @returns the CSV text, without a line break after the last record.
 * @see https://www.rfc-editor.org/rfc/rfc4180#section-2
 */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: string, newline: '\r\n' | '\n'): string {
  const lines: string[] = [];
  for (const row of rows) {
    if (row.length === 1 && row[0] === '') {
      lines.push('""');
      continue;
    }
    lines.push(row.map((f) => (needsQuotes(f, delimiter) ? `"${f.replaceAll('"', '""')}"` : f)).join(delimiter));
  }
  return lines.join(newline);
}

/** The result of {@link readCsv}. */
export interface CsvRows {
  /** The records, each an array of field texts; blank lines are left out. */
  rows: string[][];
  /** 1-based line on which each record starts (same indexes as `rows`). */
  lines: number[];
  /** The delimiter used (detected or given). */
  delimiter: string;
}

/**
 * Reads CSV (RFC 4180, as read by papaparse: quoted fields, doubled quotes, CRLF, LF or CR line
 * breaks, which are detected) into rows of strings. With `delimiter` `auto`, the delimiter is
 * detected among comma, semicolon, tab and pipe (comma when none fits). A leading byte order mark
 * is ignored. Blank lines are skipped, except in a single-column CSV where a line holding `""`
 * is a record with one empty field.
 *
 * @param text - the CSV text.
 * @param delimiter - `auto` or a {@link CsvDelimiterName}.
 * @returns the records, the line each starts on, and the delimiter.
 * @throws ToolInputError for an empty text or a quoting error (`Line L, column C: …`, with `line`
 *   and `column` set): a quoted field never closed, or text after a closing quote.
 * @see https://www.rfc-editor.org/rfc/rfc4180#section-2, https://www.papaparse.com/docs
 */
export function readCsv(text: string, delimiter: 'auto' | CsvDelimiterName): CsvRows {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new ToolInputError('The CSV is empty: enter a header line and rows, e.g. name,age then Ada,36.');
  let delim: string;
  if (delimiter === 'auto') {
    // Detect on the start of the text, skipping blank lines (a trailing one confuses papaparse's guess).
    const guess = Papa.parse<string[]>(body.slice(0, 200_000), { delimiter: '', skipEmptyLines: true, preview: 50, delimitersToGuess: Object.values(CSV_DELIMITERS) });
    delim = guess.meta.delimiter || ',';
  } else {
    delim = CSV_DELIMITERS[delimiter];
    if (delim === undefined) throw new ToolInputError(`Unknown delimiter "${String(delimiter)}": use comma, semicolon, tab or pipe.`);
  }
  const rows: string[][] = [];
  const ends: number[] = [];
  let error: Papa.ParseError | undefined;
  Papa.parse<string[]>(body, {
    delimiter: delim,
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    step: (result) => {
      if (!error) {
        const quote = result.errors.find((e) => e.type === 'Quotes');
        if (quote) error = { ...quote, row: rows.length };
      }
      rows.push(result.data);
      ends.push(result.meta.cursor);
    },
  });
  const startOf = (i: number) => (i === 0 ? 0 : (ends[i - 1] ?? 0));
  if (error) {
    const offset = typeof error.index === 'number' ? Math.max(0, error.index - 1) : startOf(error.row ?? 0);
    const { line, column } = lineColumnAt(body, offset);
    const what =
      error.code === 'MissingQuotes'
        ? 'a quoted field is never closed: add the closing double quote ("), and double any quote inside a field ("").'
        : 'text follows the closing quote of a quoted field: a double quote inside a quoted field must be doubled ("").';
    throw new ToolInputError(`Line ${line}, column ${column}: ${what}`, { line, column, position: offset });
  }
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  const kept: string[][] = [];
  const lines: number[] = [];
  let lineCursor = { offset: 0, line: 1 };
  rows.forEach((row, i) => {
    const blank = row.length === 1 && row[0] === '';
    if (blank) {
      // Papa gives a blank line as [""]; so is a `""` line, kept only in single-column CSV (writeCsv writes it).
      const start = startOf(i);
      const raw = body.slice(start, ends[i]).replace(/^[\r\n]+/, '');
      if (width > 1 || !raw.startsWith('"')) return;
    }
    // Lines counted incrementally (row starts only grow).
    const start = startOf(i);
    let line = lineCursor.line;
    for (let j = body.indexOf('\n', lineCursor.offset); j !== -1 && j < start; j = body.indexOf('\n', j + 1)) line++;
    lineCursor = { offset: start, line };
    // A row starts after the line break that ended the previous one.
    const first = i === 0 ? 1 : line + (/^\r?\n/.test(body.slice(start, start + 2)) ? 1 : 0);
    kept.push(row);
    lines.push(first);
  });
  return { rows: kept, lines, delimiter: delim };
}

// ---------------------------------------------------------------------------------------------
// Flattening nested values into dotted columns, and back.

/** A leaf of a flattened record: anything that is not a non-empty object or array. */
export type FlatLeaf = unknown;

/** How {@link flattenRecord} writes arrays: one column per item (`a[0]`) or one column of JSON text. */
export type ArrayMode = 'index' | 'json';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Flattens a nested object into `[column, leaf]` pairs in key order: nested objects become dotted
 * keys (`a.b.c`), arrays become `a[0]`, `a[1].x`… (`index`) or stay whole as leaves (`json`).
 * Empty objects and arrays are leaves.
 *
 * @param record - the object (its own enumerable string keys are read).
 * @param arrays - {@link ArrayMode}.
 * @returns the columns and their leaves.
 */
export function flattenRecord(record: Record<string, unknown>, arrays: ArrayMode): [string, FlatLeaf][] {
  const out: [string, FlatLeaf][] = [];
  const walk = (value: unknown, prefix: string) => {
    if (Array.isArray(value) && arrays === 'index' && value.length > 0) value.forEach((item, i) => walk(item, `${prefix}[${i}]`));
    else if (isPlainObject(value) && Object.keys(value).length > 0) for (const key of Object.keys(value)) walk(value[key], prefix === '' ? key : `${prefix}.${key}`);
    else out.push([prefix, value]);
  };
  for (const key of Object.keys(record)) walk(record[key], key);
  return out;
}

/** Splits a column name into keys and indexes (`a.b[2].c` → a, b, 2, c); null when it has no nesting or is malformed. */
function splitColumn(column: string): (string | number)[] | null {
  if (!/[.[]/.test(column)) return null;
  const steps: (string | number)[] = [];
  const re = /([^.[\]]+)|\[(\d{1,6})\]|(\.)/y;
  let expectKey = true;
  let i = 0;
  while (i < column.length) {
    re.lastIndex = i;
    const m = re.exec(column);
    if (!m) return null;
    if (m[1] !== undefined) {
      if (!expectKey) return null;
      steps.push(m[1]);
      expectKey = false;
    } else if (m[2] !== undefined) {
      if (expectKey) return null;
      steps.push(Number(m[2]));
    } else {
      if (expectKey) return null;
      expectKey = true;
    }
    i = re.lastIndex;
  }
  return expectKey ? null : steps;
}

/**
 * Rebuilds nested objects and arrays from `[column, leaf]` pairs, the inverse of
 * {@link flattenRecord} in `index` mode: `a.b` sets key `b` of object `a`, `a[0]` item 0 of array
 * `a` (gaps are `null`). A column that cannot be nested (malformed, or clashing with another
 * column, e.g. `a` and `a.b`) stays a top-level key and is reported.
 *
 * @param pairs - the columns and their values, in order.
 * @returns the object (without prototype) and the columns kept flat because of a clash.
 */
export function unflattenRecord(pairs: readonly (readonly [string, FlatLeaf])[]): { value: Record<string, unknown>; clashes: string[] } {
  return unflattener(pairs.map(([column]) => column))(pairs.map(([, leaf]) => leaf));
}

/**
 * {@link unflattenRecord} for many records with the same columns: the column names are split once.
 *
 * @param columns - the column names, in order.
 * @returns a function taking one record's values (same order as `columns`).
 */
export function unflattener(columns: readonly string[]): (values: readonly FlatLeaf[]) => { value: Record<string, unknown>; clashes: string[] } {
  const paths = columns.map(splitColumn);
  const flat = new Set(columns.filter((_, i) => paths[i] === null));
  return (values) => build(columns, paths, flat, values);
}

function build(columns: readonly string[], paths: readonly ((string | number)[] | null)[], flat: ReadonlySet<string>, values: readonly FlatLeaf[]): { value: Record<string, unknown>; clashes: string[] } {
  const root = Object.create(null) as Record<string, unknown>;
  const clashes: string[] = [];
  const container = new WeakSet<object>();
  const make = (step: string | number) => {
    const c = typeof step === 'number' ? [] : (Object.create(null) as Record<string, unknown>);
    container.add(c);
    return c;
  };
  const get = (node: Record<string, unknown> | unknown[], step: string | number) => (node as Record<string | number, unknown>)[step];
  const set = (node: Record<string, unknown> | unknown[], step: string | number, v: unknown) => {
    (node as Record<string | number, unknown>)[step] = v;
  };
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as string;
    const leaf = values[i];
    const steps = paths[i];
    if (!steps) {
      root[column] = leaf;
      continue;
    }
    let node: Record<string, unknown> | unknown[] = root;
    let ok = !flat.has(steps[0] as string);
    for (let s = 0; s < steps.length - 1 && ok; s++) {
      const step = steps[s] as string | number;
      const next = steps[s + 1] as string | number;
      const slot = get(node, step);
      if (slot === undefined) {
        const c = make(next);
        set(node, step, c);
        node = c;
      } else if (container.has(slot as object) && Array.isArray(slot) === (typeof next === 'number')) node = slot as Record<string, unknown> | unknown[];
      else ok = false;
    }
    const last = steps[steps.length - 1] as string | number;
    if (ok && get(node, last) === undefined) set(node, last, leaf);
    else {
      // Kept flat under its own name (unique: nested keys never hold a dot or a bracket).
      clashes.push(column);
      root[column] = leaf;
    }
  }
  // Gaps in arrays (a[0], a[2]) become null.
  const fill = (v: unknown) => {
    if (v === null || typeof v !== 'object' || !container.has(v)) return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (v[i] === undefined) v[i] = null;
        else fill(v[i]);
      }
    } else for (const k of Object.keys(v)) fill((v as Record<string, unknown>)[k]);
  };
  for (const k of Object.keys(root)) fill(root[k]);
  return { value: root, clashes };
}
