import { ToolInputError } from '@handy-tools/ui/kit';
import { indentSpace, type JsonIndent } from '../json-prettify/json-prettify.js';
import { compareCodeUnits, stringifyJsonTree, type JsonEntry, type JsonNode } from '../shared/json-tree.js';
import { parseJsonDocument } from '../shared/parse-json-document.js';

/** Sort direction. */
export type SortOrder = 'asc' | 'desc';

/** What happens to arrays: kept in order, sorted by their values, or (arrays of objects) by one key's value. */
export type ArraySort = 'keep' | 'values' | 'key';

/** Options of {@link sortJson}. */
export interface SortJsonOptions {
  /** Default `'asc'`. */
  order?: SortOrder;
  /** Natural order: digits compare as numbers ("item2" before "item10"), letters case-insensitively first (Intl.Collator `en`, `numeric: true`). Default `false`: UTF-16 code units (RFC 8785 §3.2.3). */
  natural?: boolean;
  /** Default `'keep'`. */
  arrays?: ArraySort;
  /** The key whose value orders arrays of objects when `arrays` is `'key'`. */
  arrayKey?: string;
  /** Spaces per level (0–8; 0 writes one line) or `'tab'`. Default 2. */
  indent?: JsonIndent;
}

/** The result of {@link sortJson}. */
export interface SortedJson {
  /** The sorted JSON, ending with a line break (the output is a file). */
  output: string;
  /** Notes for users (duplicate keys, precision of a large document); empty when none. */
  warnings: string[];
  /** Set when the input was not strict JSON: `Read as JSON5: comment at line 1, column 1.` (empty otherwise). */
  notices: string[];
}

const collator = new Intl.Collator('en', { numeric: true });

/** Natural comparison, made total: collator ties (e.g. "01" and "1") fall back to code units. */
function compareNatural(a: string, b: string): number {
  return collator.compare(a, b) || compareCodeUnits(a, b);
}

/** A JSON number token as sign, significant digits (no leading/trailing zeros) and decimal exponent. */
function decimal(raw: string): { sign: number; digits: string; exp: number } {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) return { sign: 0, digits: '', exp: 0 };
  const all = m[2]! + (m[3] ?? '');
  const lead = all.search(/[1-9]/);
  if (lead < 0) return { sign: 0, digits: '', exp: 0 };
  const digits = all.slice(lead).replace(/0+$/, '');
  // value = 0.d1d2… × 10^exp
  const exp = m[2]!.length - lead + Number(m[4] ?? 0);
  return { sign: m[1] ? -1 : 1, digits, exp };
}

/**
 * Compares two JSON number tokens (RFC 8259 §6) by their exact decimal values, so integers
 * beyond 2^53 and long fractions order correctly; `-0`, `0` and `0.0e5` are equal.
 *
 * @returns negative, zero or positive.
 */
export function compareJsonNumbers(a: string, b: string): number {
  const x = decimal(a);
  const y = decimal(b);
  if (x.sign !== y.sign) return x.sign - y.sign;
  if (x.sign === 0) return 0;
  let c: number;
  if (x.exp !== y.exp) c = x.exp < y.exp ? -1 : 1;
  else c = x.digits < y.digits ? -1 : x.digits > y.digits ? 1 : 0; // same exponent: digit strings compare lexically
  return c * x.sign;
}

const RANK: Readonly<Record<JsonNode['type'], number>> = { null: 0, boolean: 1, number: 2, string: 3, array: 4, object: 4 };

/** Orders values: null, false, true, numbers (exact), strings (by `compareText`), then arrays and objects (kept in order). */
function compareValues(a: JsonNode, b: JsonNode, compareText: (a: string, b: string) => number): number {
  const r = RANK[a.type] - RANK[b.type];
  if (r !== 0) return r;
  switch (a.type) {
    case 'boolean':
      return (a.raw === 'true' ? 1 : 0) - ((b as { raw: string }).raw === 'true' ? 1 : 0);
    case 'number':
      return compareJsonNumbers(a.raw, (b as { raw: string }).raw);
    case 'string':
      return compareText(JSON.parse(a.raw) as string, JSON.parse((b as { raw: string }).raw) as string);
    default:
      return 0;
  }
}

/** The value of `key` in an object node (the last one when repeated), or undefined. */
function member(node: JsonNode, key: string): JsonNode | undefined {
  if (node.type !== 'object') return undefined;
  for (let i = node.entries.length - 1; i >= 0; i--) if (node.entries[i]!.key === key) return node.entries[i]!.value;
  return undefined;
}

/**
 * Sorts a JSON tree in place, without recursion: the members of every object by key, and
 * arrays as asked. Sorts are stable (equal keys, e.g. duplicates, keep their order).
 *
 * @param root - the tree.
 * @param options - {@link SortJsonOptions} (indent is ignored).
 * @returns the same tree, sorted.
 */
export function sortJsonTree(root: JsonNode, options: SortJsonOptions = {}): JsonNode {
  const dir = options.order === 'desc' ? -1 : 1;
  const compareText = options.natural ? compareNatural : compareCodeUnits;
  const byKey = (a: JsonEntry, b: JsonEntry) => dir * compareText(a.key, b.key);
  const arrays = options.arrays ?? 'keep';
  const arrayKey = options.arrayKey ?? '';
  const stack: JsonNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'object') {
      node.entries.sort(byKey);
      for (const e of node.entries) stack.push(e.value);
    } else if (node.type === 'array') {
      if (arrays === 'values') node.items.sort((a, b) => dir * compareValues(a, b, compareText));
      else if (arrays === 'key') {
        node.items.sort((a, b) => {
          const x = member(a, arrayKey);
          const y = member(b, arrayKey);
          if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0); // without the key: last
          return dir * compareValues(x, y, compareText);
        });
      }
      for (const item of node.items) stack.push(item);
    }
  }
  return root;
}

/**
 * Sorts a JSON document: object keys at every depth, ascending or descending, in UTF-16 code
 * unit order (RFC 8785 §3.2.3) or natural order (`Intl.Collator('en', { numeric: true })`, ties
 * broken by code units); optionally arrays too — by value (null < booleans < numbers compared
 * exactly < strings < arrays and objects, which keep their order) or, for arrays of objects, by
 * the value of one key (objects without it last). Numbers and strings are written exactly as in
 * the input (documents under 1 MB; bigger ones are read with the native parser, see
 * `parseJsonDocument`). Sorting again gives the same text (the sort is idempotent). Input that is
 * not strict JSON is read as JSON5 (https://spec.json5.org/), with a notice naming its first
 * JSON5 feature.
 *
 * @param input - JSON (RFC 8259) or JSON5.
 * @param options - {@link SortJsonOptions}.
 * @returns the sorted JSON, laid out like `JSON.stringify(value, null, indent)` with a final line
 *   break, warnings and notices.
 * @throws ToolInputError for invalid JSON (`Line L, column C: …`), an invalid indent, an empty
 *   array key with `arrays: 'key'`, or an output too large for a string.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://www.rfc-editor.org/rfc/rfc8785#section-3.2.3, https://tc39.es/ecma402/#sec-collator-comparestrings
 */
export function sortJson(input: string, options: SortJsonOptions = {}): SortedJson {
  const space = indentSpace(options.indent ?? 2);
  if (options.arrays === 'key' && !options.arrayKey) throw new ToolInputError('Enter the key whose values order arrays of objects.');
  const { tree, warnings, notices } = parseJsonDocument(input);
  sortJsonTree(tree, options);
  try {
    return { output: `${stringifyJsonTree(tree, { space })}\n`, warnings, notices };
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The sorted JSON would be too large for this browser.', { cause: e });
    throw e;
  }
}
