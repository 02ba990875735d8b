import { createJSONStorage } from 'jotai/utils';

/**
 * A JSON localStorage adapter for jotai's `atomWithStorage` that never throws on bad data:
 * a stored value that is not JSON, or that `parse` rejects, reads as the atom's initial value.
 *
 * @param parse - validates and normalises what storage held; returns null to reject it.
 * @returns the storage adapter (reads validated, writes JSON).
 */
export function safeJSONStorage<T>(parse: (value: unknown) => T | null) {
  const storage = createJSONStorage<T>(() => localStorage);
  return {
    ...storage,
    getItem: (key: string, initial: T): T => {
      try {
        return parse(storage.getItem(key, initial)) ?? initial;
      } catch {
        return initial;
      }
    },
  };
}
