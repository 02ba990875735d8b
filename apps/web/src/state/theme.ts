import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { safeJSONStorage } from './safe-storage';

/** A colour theme. */
export type Theme = 'light' | 'dark';

/**
 * Reads a stored theme defensively.
 *
 * @param value - whatever storage held.
 * @returns the theme when valid, otherwise null (the caller falls back to the default).
 */
export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

const systemTheme: Theme = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

/** The current theme, remembered in localStorage under `theme` (read early by boot-script.ts). */
export const themeAtom = atomWithStorage<Theme>('theme', systemTheme, safeJSONStorage(parseTheme), { getOnInit: true });

/** Flips light ⇄ dark. */
export const toggleThemeAtom = atom(null, (get, set) => set(themeAtom, get(themeAtom) === 'dark' ? 'light' : 'dark'));
