import { ToolInputError } from '@handy-tools/ui/kit';
import { splitList, type ListSeparator } from '../shared/list-items.js';

/** Options of {@link compareLists}; every field is optional (defaults in brackets). */
export interface CompareListsOptions {
  /** What separates items besides line breaks [`newline`]. */
  separator?: ListSeparator;
  /** The custom separator (escapes `\n`, `\t`). */
  custom?: string;
  /** "Apple" and "apple" are the same item [false]. */
  ignoreCase?: boolean;
  /** White space around items does not count [true]. */
  trim?: boolean;
  /**
   * Count repeated items [false]: with it, a list is a multiset (an item twice in A and once in B is
   * once in both and once only in A); without it, each item counts once.
   */
  keepDuplicates?: boolean;
}

/** What {@link compareLists} returns: four lists of items, each in the order they first appear (A before B). */
export interface ListComparison {
  /** Items of A that B does not have. */
  onlyInA: string[];
  /** Items of B that A does not have. */
  onlyInB: string[];
  /** Items both have (spelled as in A). */
  inBoth: string[];
  /** Every item of either list. */
  union: string[];
  /** Items read from A and from B (empty items left out). */
  itemsA: number;
  itemsB: number;
}

interface Tally {
  /** The first spelling seen. */
  item: string;
  count: number;
}

function tally(items: string[], key: (s: string) => string): Map<string, Tally> {
  const map = new Map<string, Tally>();
  for (const item of items) {
    const k = key(item);
    const t = map.get(k);
    if (t) t.count++;
    else map.set(k, { item, count: 1 });
  }
  return map;
}

function pushTimes(target: string[], item: string, times: number): void {
  for (let i = 0; i < times; i++) target.push(item);
}

/**
 * Compares two lists as sets (or multisets with `keepDuplicates`): set difference both ways,
 * intersection and union. Items are compared after Unicode normalisation (NFC, so "é" typed as
 * e + U+0301 equals "é"), optionally without case (Unicode default case folding by lower-casing)
 * and surrounding white space. Empty items are ignored.
 *
 * @param a - list A (items separated by line breaks and `separator`).
 * @param b - list B.
 * @param options - {@link CompareListsOptions}.
 * @returns {@link ListComparison}; with `keepDuplicates` an item appears as many times as in the
 *   multiset operation (difference: count in A − count in B; both: the smaller count; union: the larger).
 * @throws ToolInputError when the custom separator is empty.
 */
export function compareLists(a: string, b: string, options: CompareListsOptions = {}): ListComparison {
  const separator = options.separator ?? 'newline';
  const trim = options.trim ?? true;
  const read = (text: string) => splitList(text, separator, options.custom ?? '').map((s) => (trim ? s.trim() : s)).filter((s) => s !== '');
  const key = (s: string) => (options.ignoreCase ? s.normalize('NFC').toLowerCase() : s.normalize('NFC'));
  const itemsA = read(a);
  const itemsB = read(b);
  if (itemsA.length + itemsB.length > 5_000_000) throw new ToolInputError('The lists hold more than 5,000,000 items: split them.');
  const ta = tally(itemsA, key);
  const tb = tally(itemsB, key);
  const multi = options.keepDuplicates ?? false;
  // Multiset counts with duplicates kept; otherwise each item counts once.
  const only = (count: number, other: number) => (multi ? Math.max(0, count - other) : other === 0 ? 1 : 0);
  const both = (count: number, other: number) => (multi ? Math.min(count, other) : other > 0 ? 1 : 0);
  const either = (count: number, other: number) => (multi ? Math.max(count, other) : 1);

  const onlyInA: string[] = [];
  const inBoth: string[] = [];
  const union: string[] = [];
  for (const [k, { item, count }] of ta) {
    const other = tb.get(k)?.count ?? 0;
    pushTimes(onlyInA, item, only(count, other));
    pushTimes(inBoth, item, both(count, other));
    pushTimes(union, item, either(count, other));
  }
  const onlyInB: string[] = [];
  for (const [k, { item, count }] of tb) {
    const other = ta.get(k)?.count ?? 0;
    pushTimes(onlyInB, item, only(count, other));
    if (other === 0) pushTimes(union, item, either(count, 0));
  }
  return { onlyInA, onlyInB, inBoth, union, itemsA: itemsA.length, itemsB: itemsB.length };
}
