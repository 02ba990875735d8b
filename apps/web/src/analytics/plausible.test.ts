import { describe, expect, it, vi } from 'vitest';
import {
  buildPayload,
  createPlausible,
  eventEndpoint,
  isLocalHostname,
  isOutboundLink,
  shouldDelayNavigation,
  skipReason,
  type ClickInfo,
  type PlausibleEnvironment,
} from './plausible';
import { trackPageviews, type RouterLike } from './start';

// Protocol reference: Plausible's Events API (https://plausible.io/docs/events-api) and the
// plausible-tracker package (fields n, u, d, r, w, h, p; JSON body sent as text/plain).

const page = { url: 'https://tools.example.org/json-prettify?indent=2', referrer: 'https://search.example/', deviceWidth: 1280, domain: 'tools.example.org', hashMode: false };

describe('buildPayload', () => {
  it('uses the short field names of the event API', () => {
    expect(buildPayload('pageview', page)).toEqual({
      n: 'pageview',
      u: 'https://tools.example.org/json-prettify?indent=2',
      d: 'tools.example.org',
      r: 'https://search.example/',
      w: 1280,
      h: 0,
    });
  });

  it('sends props as a JSON string, only when there are some', () => {
    const payload = buildPayload('Outbound Link: Click', page, { url: 'https://github.com/x' });
    expect(payload.p).toBe('{"url":"https://github.com/x"}');
    expect(JSON.parse(payload.p!)).toEqual({ url: 'https://github.com/x' });
    expect('p' in buildPayload('pageview', page, {})).toBe(false);
    expect('p' in buildPayload('pageview', page)).toBe(false);
  });

  it('an empty referrer is null; hash mode is 1', () => {
    const payload = buildPayload('pageview', { ...page, referrer: '', hashMode: true });
    expect(payload.r).toBeNull();
    expect(payload.h).toBe(1);
  });
});

describe('skip rules', () => {
  const context = { hostname: 'tools.example.org', protocol: 'https:', trackLocalhost: false, ignoreFlag: null };

  it('sends from a public host', () => {
    expect(skipReason(context)).toBeNull();
  });

  it('skips localhost, 127.0.0.0/8, ::1 and file: unless trackLocalhost', () => {
    for (const hostname of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(skipReason({ ...context, hostname }), hostname).toMatch(/running locally/);
      expect(skipReason({ ...context, hostname, trackLocalhost: true }), hostname).toBeNull();
    }
    expect(skipReason({ ...context, hostname: '', protocol: 'file:' })).toMatch(/running locally/);
    for (const hostname of ['localhost.example.org', '127.0.0.1.example.org', '10.0.0.1']) expect(isLocalHostname(hostname), hostname).toBe(false);
  });

  it('skips whenever plausible_ignore is "true", even with trackLocalhost', () => {
    expect(skipReason({ ...context, ignoreFlag: 'true' })).toMatch(/plausible_ignore/);
    expect(skipReason({ ...context, hostname: 'localhost', trackLocalhost: true, ignoreFlag: 'true' })).toMatch(/plausible_ignore/);
    expect(skipReason({ ...context, ignoreFlag: 'false' })).toBeNull();
    expect(skipReason({ ...context, ignoreFlag: '1' })).toBeNull();
  });
});

describe('eventEndpoint', () => {
  it('appends /api/event to the host', () => {
    expect(eventEndpoint('https://plausible.io')).toBe('https://plausible.io/api/event');
    expect(eventEndpoint('https://stats.example.org/')).toBe('https://stats.example.org/api/event');
    expect(eventEndpoint('http://localhost:4999')).toBe('http://localhost:4999/api/event');
  });
});

function fakeEnvironment(overrides: Partial<PlausibleEnvironment> = {}) {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  const warn = vi.fn();
  const env: PlausibleEnvironment = {
    location: { href: 'https://tools.example.org/', hostname: 'tools.example.org', protocol: 'https:', pathname: '/', search: '' },
    referrer: () => '',
    innerWidth: () => 390,
    readIgnoreFlag: () => null,
    fetch,
    warn,
    ...overrides,
  };
  return { env, fetch, warn };
}

describe('createPlausible', () => {
  const options = { domain: 'tools.example.org', host: 'https://stats.example.org', trackLocalhost: false };

  it('POSTs the payload as text/plain JSON to {host}/api/event', () => {
    const { env, fetch, warn } = fakeEnvironment();
    createPlausible(options, env).trackPageview();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://stats.example.org/api/event');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(init.body as string)).toEqual({ n: 'pageview', u: 'https://tools.example.org/', d: 'tools.example.org', r: null, w: 390, h: 0 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends custom events with props', () => {
    const { env, fetch } = fakeEnvironment();
    createPlausible(options, env).trackEvent('Outbound Link: Click', { url: 'https://github.com/' });
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ n: 'Outbound Link: Click', p: '{"url":"https://github.com/"}' });
  });

  it('skips with a console warning on localhost, and sends there with trackLocalhost', () => {
    const local = { href: 'http://localhost:4173/', hostname: 'localhost', protocol: 'http:', pathname: '/', search: '' };
    const skipped = fakeEnvironment({ location: local });
    createPlausible(options, skipped.env).trackPageview();
    expect(skipped.fetch).not.toHaveBeenCalled();
    expect(skipped.warn).toHaveBeenCalledWith(expect.stringMatching(/running locally/));
    const tracked = fakeEnvironment({ location: local });
    createPlausible({ ...options, trackLocalhost: true }, tracked.env).trackPageview();
    expect(tracked.fetch).toHaveBeenCalledTimes(1);
  });

  it('skips with a console warning when localStorage holds plausible_ignore=true; unreadable storage does not block', () => {
    const ignored = fakeEnvironment({ readIgnoreFlag: () => 'true' });
    createPlausible(options, ignored.env).trackEvent('x');
    expect(ignored.fetch).not.toHaveBeenCalled();
    expect(ignored.warn).toHaveBeenCalledWith(expect.stringMatching(/plausible_ignore/));
    const blocked = fakeEnvironment({
      readIgnoreFlag: () => {
        throw new Error('SecurityError');
      },
    });
    createPlausible(options, blocked.env).trackPageview();
    expect(blocked.fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed request does not throw or reject unhandled', async () => {
    const { env } = fakeEnvironment({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(() => createPlausible(options, env).trackPageview()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('outbound links', () => {
  it('another origin over http(s) is outbound', () => {
    const origin = 'https://tools.example.org';
    expect(isOutboundLink('https://github.com/handy-tools', origin)).toBe(true);
    expect(isOutboundLink('http://tools.example.org/', origin)).toBe(true); // another scheme is another origin
    expect(isOutboundLink('https://tools.example.org:8443/', origin)).toBe(true);
    expect(isOutboundLink('https://tools.example.org/json-prettify', origin)).toBe(false);
    expect(isOutboundLink('mailto:a@example.org', origin)).toBe(false);
    expect(isOutboundLink('not a url', origin)).toBe(false);
  });

  const click: ClickInfo = { type: 'click', button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target: '', download: false };

  it('delays only a plain same-tab click', () => {
    expect(shouldDelayNavigation(click)).toBe(true);
    expect(shouldDelayNavigation({ ...click, target: '_self' })).toBe(true);
    expect(shouldDelayNavigation({ ...click, target: '_blank' })).toBe(false);
    expect(shouldDelayNavigation({ ...click, ctrlKey: true })).toBe(false);
    expect(shouldDelayNavigation({ ...click, metaKey: true })).toBe(false);
    expect(shouldDelayNavigation({ ...click, shiftKey: true })).toBe(false);
    expect(shouldDelayNavigation({ ...click, altKey: true })).toBe(false);
    expect(shouldDelayNavigation({ ...click, type: 'auxclick', button: 1 })).toBe(false);
    expect(shouldDelayNavigation({ ...click, defaultPrevented: true })).toBe(false);
    expect(shouldDelayNavigation({ ...click, download: true })).toBe(false);
  });
});

describe('trackPageviews', () => {
  function fakeRouter(pathname: string) {
    let listener: ((state: { location: { pathname: string; hash: string } }) => void) | undefined;
    const router: RouterLike = {
      state: { location: { pathname, hash: '' } },
      subscribe: (fn) => {
        listener = fn;
        return () => (listener = undefined);
      },
    };
    const go = (path: string, hash = '') => listener?.({ location: { pathname: path, hash } });
    return { router, go };
  }

  it('sends one page view now and one per new path; same path (query or hash change) is the same page', () => {
    const { router, go } = fakeRouter('/');
    const plausible = { trackPageview: vi.fn(), trackEvent: vi.fn() };
    const stop = trackPageviews(router, plausible);
    expect(plausible.trackPageview).toHaveBeenCalledTimes(1);
    go('/'); // a state update without a move (e.g. navigation state)
    go('/', '#top');
    expect(plausible.trackPageview).toHaveBeenCalledTimes(1);
    go('/json-prettify');
    go('/json-prettify');
    go('/uuid-generator');
    go('/');
    expect(plausible.trackPageview).toHaveBeenCalledTimes(4);
    stop();
    go('/about');
    expect(plausible.trackPageview).toHaveBeenCalledTimes(4);
  });

  it('in hash mode a new hash is a new page', () => {
    const { router, go } = fakeRouter('/');
    const plausible = { trackPageview: vi.fn(), trackEvent: vi.fn() };
    trackPageviews(router, plausible, true);
    go('/', '#/json');
    expect(plausible.trackPageview).toHaveBeenCalledTimes(2);
  });
});
