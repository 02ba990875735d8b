import { describe, expect, it } from 'vitest';
import { browserLocation } from './browser-location';

/** A window with an address that the test moves, and the events a router dispatches. */
function fakeWindow(path: string) {
  const target = new EventTarget();
  const location = { pathname: '', hash: '' };
  const go = (to: string, event: string) => {
    const url = new URL(to, 'https://tools.example');
    location.pathname = url.pathname;
    location.hash = url.hash;
    if (event) target.dispatchEvent(new Event(event));
  };
  go(path, '');
  const win = Object.assign(target, { location }) as unknown as Window;
  return { win, go };
}

describe('browserLocation', () => {
  it('reads the path under the base URL and calls back on history changes until stopped', () => {
    const { win, go } = fakeWindow('/app/hash-text#x');
    const source = browserLocation('/app', win);
    expect(source.state.location).toEqual({ pathname: '/hash-text', hash: '#x' });
    const seen: string[] = [];
    const stop = source.subscribe((state) => seen.push(state.location.pathname + state.location.hash));
    go('/app/about', 'pushState');
    go('/app', 'popstate');
    go('/app/about#y', 'hashchange');
    go('/app/json-prettify', 'replaceState');
    stop();
    go('/app/bcrypt', 'pushState');
    expect(seen).toEqual(['/about', '/', '/about#y', '/json-prettify']);
  });

  it('keeps the whole path at the root', () => {
    const { win } = fakeWindow('/json-prettify');
    expect(browserLocation('', win).state.location.pathname).toBe('/json-prettify');
  });
});
