import Fuse, { type FuseOptionKey, type IFuseOptions } from 'fuse.js/basic';

/** The palette's groups, in the order they are shown. */
export const PALETTE_GROUPS = ['tools', 'actions', 'external', 'pages'] as const;

/** One of {@link PALETTE_GROUPS}. */
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/** Default for the most results shown per group (the build can override it: `VITE_PALETTE_MAX_RESULTS`). */
export const DEFAULT_MAX_RESULTS_PER_GROUP = 25;

/** A searchable palette entry. The UI extends it with an icon and what selecting it does. */
export interface PaletteEntry {
  /** Unique across the palette, e.g. `tool:/uuid-generator` or `action:random-tool`. */
  id: string;
  group: PaletteGroup;
  /** Displayed name, in the active language. */
  name: string;
  /** One-line description, in the active language. */
  description?: string;
  /** Extra search terms. */
  keywords?: readonly string[];
  /** Categories (side-menu lists) the entry belongs to, for tools. */
  category?: readonly string[];
  /** `false` keeps the palette open after the entry is selected (default: it closes). */
  closeOnSelect?: boolean;
}

/** A group and its entries, best match first. */
export interface PaletteSection<E extends PaletteEntry = PaletteEntry> {
  group: PaletteGroup;
  entries: E[];
}

/**
 * Fuse.js keys and weights. The name counts most (weight 2); keywords and description next
 * (1 each: keywords are chosen search terms, the description is the visible one-liner);
 * the category least (0.5: it is shared by many tools, so it only breaks ties or finds a
 * whole family when nothing else matches).
 */
export const SEARCH_KEYS: FuseOptionKey<PaletteEntry>[] = [
  { name: 'name', weight: 2 },
  { name: 'keywords', weight: 1 },
  { name: 'description', weight: 1 },
  { name: 'category', weight: 0.5 },
];

/**
 * Fuse.js options: threshold 0.3 (a few typos per word, not unrelated words), location ignored
 * so a word matches anywhere in a description, accents ignored so "resume" finds "résumé".
 */
export const SEARCH_OPTIONS: IFuseOptions<PaletteEntry> = {
  keys: SEARCH_KEYS,
  threshold: 0.3,
  ignoreLocation: true,
  ignoreDiacritics: true,
  includeScore: true,
};

/**
 * Builds the palette entries of the tools (group `tools`), in registry order.
 *
 * @param tools - the registered tools (path and keywords; the keywords come from the lazy tool extras).
 * @param text - a tool's displayed name and description (in the active language).
 * @param categoriesOf - the displayed names of the categories listing a tool (may be empty).
 * @returns one entry per tool, id `tool:<path>`; the tool's keywords are kept as search terms.
 */
export function toolEntries<T extends { path: string; keywords?: readonly string[] }>(
  tools: readonly T[],
  text: (tool: T) => { name: string; description: string },
  categoriesOf: (tool: T) => readonly string[] = () => [],
): PaletteEntry[] {
  return tools.map((tool) => {
    const { name, description } = text(tool);
    return { id: toolEntryId(tool), group: 'tools', name, description, keywords: tool.keywords, category: categoriesOf(tool) };
  });
}

/**
 * The palette id of a tool's entry.
 *
 * @param tool - a registered tool (only its `path` is read).
 * @returns `tool:<path>`, e.g. `tool:/uuid-generator`.
 */
export function toolEntryId(tool: { path: string }): string {
  return `tool:${tool.path}`;
}

/**
 * Builds the Fuse.js index over all entries with {@link SEARCH_OPTIONS}.
 *
 * @param entries - every palette entry (all groups).
 * @returns an index for {@link searchPalette}.
 */
export function createSearchIndex<E extends PaletteEntry>(entries: readonly E[]): Fuse<E> {
  return new Fuse<E>(entries, SEARCH_OPTIONS as IFuseOptions<E>);
}

/**
 * Splits ranked entries into sections in {@link PALETTE_GROUPS} order, keeping each group's
 * relative order and at most `maxPerGroup` entries per group. Empty groups are left out.
 *
 * @param ranked - entries, best first (or in display order).
 * @param maxPerGroup - positive integer: the most entries kept per group.
 * @returns the non-empty sections, in group order.
 * @throws RangeError when `maxPerGroup` is not a positive integer.
 */
export function groupEntries<E extends PaletteEntry>(ranked: readonly E[], maxPerGroup: number): PaletteSection<E>[] {
  if (!Number.isInteger(maxPerGroup) || maxPerGroup < 1)
    throw new RangeError(`maxPerGroup must be a positive integer; received ${maxPerGroup}`);
  const byGroup = new Map<PaletteGroup, E[]>(PALETTE_GROUPS.map((g) => [g, []]));
  for (const entry of ranked) {
    const list = byGroup.get(entry.group);
    if (list && list.length < maxPerGroup) list.push(entry);
  }
  return PALETTE_GROUPS.map((group) => ({ group, entries: byGroup.get(group) ?? [] })).filter((s) => s.entries.length > 0);
}

/**
 * Searches the palette.
 *
 * @param index - from {@link createSearchIndex}.
 * @param entries - the same entries, in display order (used for an empty query).
 * @param query - what the visitor typed; surrounding spaces are ignored.
 * @param maxPerGroup - positive integer: the most entries shown per group.
 * @returns sections in group order. An empty query lists every entry (bounded per group) in
 *   display order; otherwise the fuzzy matches, best first within each group.
 * @throws RangeError when `maxPerGroup` is not a positive integer.
 */
export function searchPalette<E extends PaletteEntry>(
  index: Fuse<E>,
  entries: readonly E[],
  query: string,
  maxPerGroup: number,
): PaletteSection<E>[] {
  const q = query.trim();
  if (q === '') return groupEntries(entries, maxPerGroup);
  return groupEntries(
    index.search(q).map((r) => r.item),
    maxPerGroup,
  );
}

/** Fills a byte array with random values, like `crypto.getRandomValues` (the return value is ignored). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => unknown;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A uniformly random index in `[0, n)`, by rejection sampling: draws the fewest bytes that
 * cover `n` (big-endian), rejects values at or above the largest multiple of `n` that fits,
 * so every index is exactly equally likely (no modulo bias).
 *
 * @param n - the number of choices, an integer from 1 to 2^32.
 * @param randomBytes - the byte source; `crypto.getRandomValues` by default.
 * @returns an integer `i` with `0 <= i < n`.
 * @throws RangeError when `n` is out of range; Error when the source keeps giving rejected
 *   values (64 draws in a row: probability below 2^-64 for a real random source).
 */
export function randomIndex(n: number, randomBytes: RandomBytes = cryptoBytes): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`n must be an integer from 1 to 2^32; received ${n}`);
  let byteCount = 1;
  while (256 ** byteCount < n) byteCount++;
  const range = 256 ** byteCount;
  const limit = range - (range % n);
  const bytes = new Uint8Array(byteCount);
  for (let attempt = 0; attempt < 64; attempt++) {
    randomBytes(bytes);
    let value = 0;
    for (const b of bytes) value = value * 256 + b;
    if (value < limit) return value % n;
  }
  throw new Error('The random source kept returning rejected values');
}
