import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../csp.config';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('allows scripts from the origin only (plus WASM), never inline, and no plugins', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds the analytics origin to connect-src when analytics is on, and leaves frame-ancestors out of the meta policy', () => {
    const csp = directives(contentSecurityPolicy({ analyticsHost: 'https://stats.example.org/x', forMeta: true }));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(csp.has('frame-ancestors')).toBe(false);
  });
});
