import { ToolInputError } from '@handy-tools/ui/kit';
import { printJson, type Converted, type Data } from '../shared/convert.js';
import { readCsv, unflattener, type CsvDelimiterName } from '../shared/csv.js';
import { Notes } from '../shared/data-path.js';
import { asTextFile } from '../shared/text-file.js';

/** Options of {@link csvToJson}. */
export interface CsvToJsonOptions {
  /** Field delimiter, or `auto` to detect it. Default `auto`. */
  delimiter?: 'auto' | CsvDelimiterName;
  /** The first record names the columns: output an array of objects; else an array of arrays. Default `true`. */
  header?: boolean;
  /** Columns named `a.b` or `a[0]` become nested objects and arrays (with `header`). Default `true`. */
  unflatten?: boolean;
  /** Fields that are JSON numbers become numbers, `true`/`false` booleans, empty fields null. Default `false`: all strings. */
  typed?: boolean;
  /** JSON indentation in spaces, 0–8 (0 = one line). Default 2. */
  indent?: number;
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A field as a typed value: JSON numbers (kept as text when not exact), booleans, empty → null. */
function typedField(field: string): Data {
  if (field === '') return null;
  if (field === 'true' || field === 'TRUE' || field === 'True') return true;
  if (field === 'false' || field === 'FALSE' || field === 'False') return false;
  if (NUMBER.test(field)) {
    const n = Number(field);
    // Integers beyond 2^53 would lose digits: keep them as text.
    if (Number.isFinite(n) && (!/^-?\d+$/.test(field) || Number.isSafeInteger(n))) return n;
  }
  return field;
}

/**
 * Converts CSV (RFC 4180, read by papaparse) to a JSON array (RFC 8259): of objects keyed by the
 * header record, or of arrays. Dotted header names (`a.b`, `a[0]`) can be rebuilt into nested
 * objects and arrays; fields can be typed (numbers, booleans, null) instead of all strings.
 * Duplicate column names get a suffix (`name_1`) with a note.
 *
 * @param input - the CSV text.
 * @param options - {@link CsvToJsonOptions}.
 * @returns `{ output, warnings }`: the JSON text (ending with one newline) and notes for users.
 * @throws ToolInputError for an empty input, a quoting error (`Line L, column C: …`), a record
 *   whose number of fields differs from the header's (`Line L (record R): …`, with `line` set), or a bad option.
 * @see https://www.rfc-editor.org/rfc/rfc4180#section-2, https://www.papaparse.com/docs
 */
export function csvToJson(input: string, options: CsvToJsonOptions = {}): Converted {
  const { delimiter = 'auto', header = true, unflatten = true, typed = false, indent = 2 } = options;
  const { rows, lines } = readCsv(input, delimiter);
  const notes = new Notes();
  const value = (field: string): Data => (typed ? typedField(field) : field);
  if (rows.length === 0) return { output: asTextFile(printJson([], indent)), warnings: [] };
  const width = header ? (rows[0]?.length ?? 0) : rows.reduce((w, r) => Math.max(w, r.length), 0);
  for (let i = header ? 1 : 0; i < rows.length; i++) {
    const n = rows[i]?.length ?? 0;
    if (header && n !== width) {
      const line = lines[i] ?? 1;
      throw new ToolInputError(
        `Line ${line} (record ${i + 1}): ${n} field${n === 1 ? '' : 's'}, but the header has ${width}. Check the delimiters and quotes on that line.`,
        { line, column: 1 },
      );
    }
  }
  if (!header) {
    if (rows.some((r) => r.length !== width)) notes.add(`Records have different numbers of fields (up to ${width}).`);
    return { output: asTextFile(printJson(rows.map((r) => r.map(value)), indent)), warnings: notes.done() };
  }
  const seen = new Set<string>();
  const names = (rows[0] ?? []).map((name) => {
    let unique = name;
    for (let k = 1; seen.has(unique); k++) unique = `${name}_${k}`;
    if (unique !== name) notes.add(`The column name "${name}" appears more than once: the next one is named "${unique}".`);
    seen.add(unique);
    return unique;
  });
  const out: Data[] = [];
  const nest = unflattener(names);
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i] ?? [];
    if (unflatten) {
      const { value: obj, clashes } = nest(names.map((_, c) => value(row[c] ?? '')));
      for (const c of clashes) notes.add(`The column "${c}" clashes with another column's nesting: it is kept as a flat key.`);
      out.push(obj as Data);
    } else {
      const obj = Object.create(null) as Record<string, Data>;
      names.forEach((name, c) => (obj[name] = value(row[c] ?? '')));
      out.push(obj);
    }
  }
  return { output: asTextFile(printJson(out, indent)), warnings: notes.done() };
}
