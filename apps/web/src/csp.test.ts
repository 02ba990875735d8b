import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../boot-script';
import { contentSecurityPolicy, isAnyHostPage, NETWORK_TOOL_HOSTS, widenMetaConnectSrc } from '../csp.config';

const hosts = NETWORK_TOOL_HOSTS.map((host) => `https://${host}`);

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows scripts from the origin only (plus WASM), no inline script but the boot script, and no plugins', () => {
    const csp = directives(contentSecurityPolicy());
    const bootHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", bootHash]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...hosts]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Recordings made in the page play from blob: URLs (camera recorder, microphone tester); nothing from elsewhere.
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds the analytics origin to connect-src when analytics is on, and leaves frame-ancestors out of the meta policy', () => {
    const csp = directives(contentSecurityPolicy({ analyticsHost: 'https://stats.example.org/x', forMeta: true }));
    expect(csp.get('connect-src')).toEqual(["'self'", ...hosts, 'https://stats.example.org']);
    expect(csp.has('frame-ancestors')).toBe(false);
  });

  it('allows any host in connect-src only when asked (the pages of tools that contact what the user enters), the rest unchanged', () => {
    const strict = directives(contentSecurityPolicy());
    const wide = directives(contentSecurityPolicy({ anyHost: true }));
    expect(wide.get('connect-src')).toEqual(["'self'", '*']);
    for (const [name, values] of strict) if (name !== 'connect-src') expect(wide.get(name)).toEqual(values);
  });

  it('widens the meta policy of a page by its connect-src alone', () => {
    // As Vite writes it into index.html: the attribute HTML-escaped.
    const escaped = (policy: string) => policy.replaceAll("'", '&#39;');
    const meta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${escaped(policy)}">`;
    const html = widenMetaConnectSrc(`<head>${meta(contentSecurityPolicy({ forMeta: true }))}</head>`);
    expect(html).toBe(`<head>${meta(contentSecurityPolicy({ forMeta: true, anyHost: true }))}</head>`);
    expect(() => widenMetaConnectSrc('<head></head>')).toThrow();
    expect(isAnyHostPage('/hash-text/index.html')).toBe(false);
    expect(isAnyHostPage('/')).toBe(false);
  });
});

