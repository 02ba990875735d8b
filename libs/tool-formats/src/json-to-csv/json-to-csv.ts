import { ToolInputError } from '@handy-tools/ui/kit';
import { jsonReadNotices, printJson, readJsonData, type Converted, type Data } from '../shared/convert.js';
import { CSV_DELIMITERS, flattenRecord, writeCsv, type ArrayMode, type CsvDelimiterName } from '../shared/csv.js';
import { formatPath } from '../shared/data-path.js';
import { asTextFile } from '../shared/text-file.js';

/** Options of {@link jsonToCsv}. */
export interface JsonToCsvOptions {
  /** Field delimiter. Default `comma`. */
  delimiter?: CsvDelimiterName;
  /** Write a header row of column names (rows of objects only). Default `true`. */
  header?: boolean;
  /** End records with CRLF (RFC 4180) rather than LF. Default `true`. */
  crlf?: boolean;
  /** Arrays inside objects: one column per item (`tags[0]`) or one column of JSON text. Default `index`. */
  arrays?: ArrayMode;
  /**
   * How a JSON `null` is written (RFC 4180 has no null): an empty field (`empty`, the default; a
   * missing key gives one too) or the text `null` (`text`), so that null and missing differ.
   */
  nulls?: 'empty' | 'text';
}

/** The text of one cell: strings as they are, null empty or `null`, other scalars as JSON, objects and arrays as JSON text (big integers exact). */
function cellText(value: unknown, nulls: 'empty' | 'text'): string {
  if (value === null) return nulls === 'text' ? 'null' : '';
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') return printJson(value as Data, 0);
  return String(value);
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

/**
 * Converts a JSON array of objects (or of arrays), or a single object (one record), to CSV
 * (RFC 4180 §2). Objects: the columns are
 * the union of their keys in first-seen order, nested objects are flattened into dotted columns
 * (`a.b.c`) and arrays into `a[0]` columns or one column of JSON text; a missing key is an empty
 * field; `null` an empty field or the text `null` (option `nulls`). Arrays: each is a record as
 * it is (nested values as JSON text), no header. Fields holding the delimiter, a quote or a line
 * break are quoted. Every record, the last one included, ends with the line break (§2 rules 1–2).
 *
 * @param input - the JSON (or JSON5) text: an array whose items are all objects or all arrays, or one object.
 * @param options - {@link JsonToCsvOptions}.
 * @returns `{ output, warnings }`: the CSV text (empty when there is no record) and notes.
 * @throws ToolInputError for an empty input, a JSON syntax error (`Line L, column C: …`), input that
 *   is neither an array nor an object, an item of the wrong kind (named by its index), or a bad option.
 * @see https://www.rfc-editor.org/rfc/rfc4180#section-2, https://www.rfc-editor.org/rfc/rfc8259
 */
export function jsonToCsv(input: string, options: JsonToCsvOptions = {}): Converted {
  const { delimiter = 'comma', header = true, crlf = true, arrays = 'index', nulls = 'empty' } = options;
  const delim = CSV_DELIMITERS[delimiter];
  if (delim === undefined) throw new ToolInputError(`Unknown delimiter "${String(delimiter)}": use comma, semicolon, tab or pipe.`);
  if (arrays !== 'index' && arrays !== 'json') throw new ToolInputError(`Unknown array mode "${String(arrays)}": use index or json.`);
  if (nulls !== 'empty' && nulls !== 'text') throw new ToolInputError(`Unknown null mode "${String(nulls)}": use empty or text.`);
  const { data: parsed, json5 } = readJsonData(input);
  const notices = jsonReadNotices(json5);
  // A single object is one record.
  const data = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? [parsed] : parsed;
  if (!Array.isArray(data)) {
    throw new ToolInputError(`CSV needs a JSON array of rows or one object, e.g. [{"name": "Ada", "age": 36}], but this is ${kindOf(data)}.`);
  }
  const newline = crlf ? '\r\n' : '\n';
  if (data.length === 0) return { output: '', warnings: ['The array is empty: there are no rows to write.'], notices };
  const firstIsArray = Array.isArray(data[0]);
  data.forEach((item, i) => {
    const ok = firstIsArray ? Array.isArray(item) : item !== null && typeof item === 'object' && !Array.isArray(item);
    if (!ok) {
      throw new ToolInputError(`${formatPath([i])} is ${kindOf(item)}, but ${formatPath([0])} is ${firstIsArray ? 'an array' : 'an object'}: every row must be ${firstIsArray ? 'an array' : 'an object'}.`);
    }
  });
  if (firstIsArray) {
    return { output: asTextFile(writeCsv((data as unknown[][]).map((row) => row.map((cell) => cellText(cell, nulls))), delim, newline), newline), warnings: [], notices };
  }
  const columns = new Map<string, number>();
  const flat = (data as Record<string, unknown>[]).map((record) => {
    const pairs = flattenRecord(record, arrays);
    for (const [column] of pairs) if (!columns.has(column)) columns.set(column, columns.size);
    return pairs;
  });
  const width = columns.size;
  if (width === 0) return { output: '', warnings: ['The objects have no keys: there are no columns to write.'], notices };
  const rows: string[][] = header ? [[...columns.keys()]] : [];
  for (const pairs of flat) {
    const row = new Array<string>(width).fill('');
    for (const [column, leaf] of pairs) row[columns.get(column) ?? 0] = cellText(leaf, nulls);
    rows.push(row);
  }
  return { output: asTextFile(writeCsv(rows, delim, newline), newline), warnings: [], notices };
}
