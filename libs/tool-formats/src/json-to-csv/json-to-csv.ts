import { ToolInputError } from '@handy-tools/ui/kit';
import { parseJsonData, printJson, type Converted, type Data } from '../shared/convert.js';
import { CSV_DELIMITERS, flattenRecord, writeCsv, type ArrayMode, type CsvDelimiterName } from '../shared/csv.js';
import { formatPath } from '../shared/data-path.js';

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
}

/** The text of one cell: strings as they are, null empty, other scalars as JSON, objects and arrays as JSON text (big integers exact). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') return printJson(value as Data, 0);
  return String(value);
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

/**
 * Converts a JSON array of objects (or of arrays) to CSV (RFC 4180 §2). Objects: the columns are
 * the union of their keys in first-seen order, nested objects are flattened into dotted columns
 * (`a.b.c`) and arrays into `a[0]` columns or one column of JSON text; a missing key is an empty
 * field. Arrays: each is a record as it is (nested values as JSON text), no header. Fields
 * holding the delimiter, a quote or a line break are quoted.
 *
 * @param input - the JSON (or JSON5) text: an array whose items are all objects or all arrays.
 * @param options - {@link JsonToCsvOptions}.
 * @returns `{ output, warnings }`: the CSV text (no line break after the last record) and notes.
 * @throws ToolInputError for an empty input, a JSON syntax error (`Line L, column C: …`), input that
 *   is not an array, an item of the wrong kind (named by its index), or a bad option.
 * @see https://www.rfc-editor.org/rfc/rfc4180#section-2, https://www.rfc-editor.org/rfc/rfc8259
 */
export function jsonToCsv(input: string, options: JsonToCsvOptions = {}): Converted {
  const { delimiter = 'comma', header = true, crlf = true, arrays = 'index' } = options;
  const delim = CSV_DELIMITERS[delimiter];
  if (delim === undefined) throw new ToolInputError(`Unknown delimiter "${String(delimiter)}": use comma, semicolon, tab or pipe.`);
  if (arrays !== 'index' && arrays !== 'json') throw new ToolInputError(`Unknown array mode "${String(arrays)}": use index or json.`);
  const data = parseJsonData(input);
  if (!Array.isArray(data)) {
    throw new ToolInputError(`CSV needs a JSON array of rows, e.g. [{"name": "Ada", "age": 36}], but this is ${kindOf(data)}.`);
  }
  const newline = crlf ? '\r\n' : '\n';
  if (data.length === 0) return { output: '', warnings: ['The array is empty: there are no rows to write.'] };
  const firstIsArray = Array.isArray(data[0]);
  data.forEach((item, i) => {
    const ok = firstIsArray ? Array.isArray(item) : item !== null && typeof item === 'object' && !Array.isArray(item);
    if (!ok) {
      throw new ToolInputError(`${formatPath([i])} is ${kindOf(item)}, but ${formatPath([0])} is ${firstIsArray ? 'an array' : 'an object'}: every row must be ${firstIsArray ? 'an array' : 'an object'}.`);
    }
  });
  if (firstIsArray) {
    return { output: writeCsv((data as unknown[][]).map((row) => row.map(cellText)), delim, newline), warnings: [] };
  }
  const columns = new Map<string, number>();
  const flat = (data as Record<string, unknown>[]).map((record) => {
    const pairs = flattenRecord(record, arrays);
    for (const [column] of pairs) if (!columns.has(column)) columns.set(column, columns.size);
    return pairs;
  });
  const width = columns.size;
  if (width === 0) return { output: '', warnings: ['The objects have no keys: there are no columns to write.'] };
  const rows: string[][] = header ? [[...columns.keys()]] : [];
  for (const pairs of flat) {
    const row = new Array<string>(width).fill('');
    for (const [column, leaf] of pairs) row[columns.get(column) ?? 0] = cellText(leaf);
    rows.push(row);
  }
  return { output: writeCsv(rows, delim, newline), warnings: [] };
}
