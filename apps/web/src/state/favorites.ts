import type { ToolIndexEntry } from '@handy-tools/ui/kit';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { toolIndex } from '../tools/tool-index';
import { safeJSONStorage } from './safe-storage';

/** localStorage key of the favourite tools (kept from earlier versions of the app). */
export const FAVORITES_STORAGE_KEY = 'favoriteToolsName';

/**
 * Normalises a stored favourites list.
 *
 * Entries are tool paths; lists written by older versions may hold tool names instead, which
 * are mapped to their paths. Unknown entries and duplicates are dropped; order is kept.
 *
 * @param value - whatever storage held under {@link FAVORITES_STORAGE_KEY}.
 * @param tools - the registered tools.
 * @returns the list of favourite tool paths, or null when `value` is not an array.
 */
export function parseFavorites(value: unknown, tools: readonly Pick<ToolIndexEntry, 'path' | 'name'>[]): string[] | null {
  if (!Array.isArray(value)) return null;
  const byPath = new Set<string>(tools.map((t) => t.path));
  const byName = new Map<string, string>(tools.map((t) => [t.name, t.path]));
  const out: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string') continue;
    const path = byPath.has(entry) ? entry : byName.get(entry);
    if (path && !out.includes(path)) out.push(path);
  }
  return out;
}

/**
 * Whether a stored list needed rewriting (it held names, unknown entries or duplicates).
 *
 * @param value - the raw stored value.
 * @param normalised - the result of {@link parseFavorites} for it.
 * @returns true when storage should be rewritten with `normalised`.
 */
export function favoritesNeedRewrite(value: unknown, normalised: readonly string[]): boolean {
  return !Array.isArray(value) || value.length !== normalised.length || value.some((v, i) => v !== normalised[i]);
}

/** Favourite tool paths in the user's order, remembered in localStorage. */
export const favoritesAtom = atomWithStorage<string[]>(
  FAVORITES_STORAGE_KEY,
  [],
  safeJSONStorage((value) => parseFavorites(value, toolIndex)),
  { getOnInit: true },
);

/** The favourite tools themselves, in order. */
export const favoriteToolsAtom = atom((get) => {
  const byPath = new Map<string, ToolIndexEntry>(toolIndex.map((t) => [t.path, t]));
  return get(favoritesAtom)
    .map((p) => byPath.get(p))
    .filter((t): t is ToolIndexEntry => t !== undefined);
});

/**
 * Moves one entry of the favourites list to where another one stands (drag and drop).
 *
 * @param order - favourite paths in their current order.
 * @param from - path of the dragged tool.
 * @param to - path of the tool it was dropped on.
 * @returns the new order; unchanged when either path is missing.
 */
export function reorderFavorites(order: readonly string[], from: string, to: string): string[] {
  const next = [...order];
  const a = next.indexOf(from);
  const b = next.indexOf(to);
  if (a < 0 || b < 0) return next;
  next.splice(b, 0, ...next.splice(a, 1));
  return next;
}

/** Adds the tool with this path to the favourites, or removes it when it is one already. */
export const toggleFavoriteAtom = atom(null, (get, set, path: string) => {
  const list = get(favoritesAtom);
  set(favoritesAtom, list.includes(path) ? list.filter((p) => p !== path) : [...list, path]);
});

/**
 * Rewrites the stored list once at start-up when it held tool names (older versions) or
 * entries that no longer exist, so storage only ever holds paths afterwards.
 */
export function migrateStoredFavorites(): void {
  try {
    const raw = localStorage.getItem(FAVORITES_STORAGE_KEY);
    if (raw === null) return;
    const value = JSON.parse(raw) as unknown;
    const normalised = parseFavorites(value, toolIndex) ?? [];
    if (favoritesNeedRewrite(value, normalised)) localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(normalised));
  } catch {
    localStorage.setItem(FAVORITES_STORAGE_KEY, '[]');
  }
}
