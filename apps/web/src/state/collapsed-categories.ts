import { atomWithStorage } from 'jotai/utils';
import { safeJSONStorage } from './safe-storage';

/**
 * Reads the stored map of category name → collapsed.
 *
 * @param value - whatever storage held.
 * @returns the map with only boolean entries kept, or null when `value` is not a plain object.
 */
export function parseCollapsedCategories(value: unknown): Record<string, boolean> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
}

/** Which side-menu categories are collapsed, by category name, remembered in localStorage. */
export const collapsedCategoriesAtom = atomWithStorage<Record<string, boolean>>(
  'menuCollapsedCategories',
  {},
  safeJSONStorage(parseCollapsedCategories),
  { getOnInit: true },
);
