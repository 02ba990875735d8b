import type { RouterLike } from './start';

/** The window events after which the address may have changed (wouter dispatches the last two). */
const LOCATION_EVENTS = ['popstate', 'hashchange', 'pushState', 'replaceState'] as const;

/**
 * The browser's address as analytics reads it: the path under the base URL and the hash, and a
 * subscription that calls back after every history change (back/forward, a new hash, and the
 * `pushState`/`replaceState` events the router dispatches when it navigates).
 *
 * @param base - the base URL without its trailing slash (`''` at the root).
 * @param win - the window to read (default: the global one).
 * @returns the location source for {@link trackPageviews}.
 */
export function browserLocation(base: string, win: Window = window): RouterLike {
  const read = () => {
    const { pathname, hash } = win.location;
    const inBase = base && pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(base.length) || '/' : pathname;
    return { location: { pathname: inBase, hash } };
  };
  return {
    get state() {
      return read();
    },
    subscribe(listener) {
      const onChange = () => listener(read());
      for (const type of LOCATION_EVENTS) win.addEventListener(type, onChange);
      return () => {
        for (const type of LOCATION_EVENTS) win.removeEventListener(type, onChange);
      };
    },
  };
}
