import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether this render is the server's (prerendering at build time) or the browser's hydration of
 * that HTML. Values the prerendered page cannot know — the stored theme, favourites, collapsed
 * menu groups, a phone-sized screen — must read as their defaults while this is true, so that
 * hydration finds the same markup; React renders again with the stored values right after.
 *
 * @returns true while prerendering or hydrating, false in every later render (and in a page
 *   rendered without prerendered HTML).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
