// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { browserLocation } from './browser-location';

describe('browserLocation', () => {
  it('reads the path under the base URL and calls back on history changes until stopped', () => {
    history.replaceState(null, '', '/app/hash-text#x');
    const source = browserLocation('/app');
    expect(source.state.location).toEqual({ pathname: '/hash-text', hash: '#x' });
    const seen: string[] = [];
    const stop = source.subscribe((state) => seen.push(state.location.pathname + state.location.hash));
    history.pushState(null, '', '/app/about');
    dispatchEvent(new Event('pushState'));
    history.pushState(null, '', '/app');
    dispatchEvent(new PopStateEvent('popstate'));
    stop();
    dispatchEvent(new Event('pushState'));
    expect(seen).toEqual(['/about', '/']);
  });

  it('keeps the whole path at the root', () => {
    history.replaceState(null, '', '/json-prettify');
    expect(browserLocation('').state.location.pathname).toBe('/json-prettify');
  });
});
