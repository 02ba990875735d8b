import { Window } from 'happy-dom';

let window: Window | undefined;

/**
 * Gives Node the browser globals the app's modules touch while prerendering (`window`,
 * `document`, `localStorage`, `matchMedia`, `location`…) from a happy-dom window: modules read
 * them at start-up or in state initialisers, and must see an empty profile at the page's URL.
 * Globals Node already has (`navigator`, `crypto`, `URL`, `fetch`…) are kept.
 */
export function installPrerenderGlobals(): void {
  if (window) return;
  window = new Window({ url: 'http://localhost/' });
  const globals = globalThis as Record<string, unknown>;
  for (const key of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'history', 'matchMedia', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'HTMLElement', 'Element', 'Node', 'CustomEvent', 'DOMParser']) {
    if (globals[key] === undefined) globals[key] = (window as unknown as Record<string, unknown>)[key];
  }
}

/**
 * Moves the prerendering window to a page's URL and empties its storage, as for a fresh visitor.
 *
 * @param url - the page's absolute URL.
 */
export function setPrerenderUrl(url: string): void {
  if (!window) throw new Error('installPrerenderGlobals() first');
  window.happyDOM.setURL(url);
  window.localStorage.clear();
  window.sessionStorage.clear();
}
