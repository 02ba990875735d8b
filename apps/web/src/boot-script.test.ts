// @vitest-environment node
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '../boot-script';

/** Runs the boot script in a fresh page and returns what it set on <html>. */
function boot(options: { url: string; route?: string; stored?: Record<string, string>; languages?: string[]; dark?: boolean }) {
  const window = new Window({ url: options.url, settings: { navigator: { userAgent: 'test' } } });
  const html = window.document.documentElement;
  if (options.route !== undefined) html.setAttribute('data-route', options.route);
  for (const [key, value] of Object.entries(options.stored ?? {})) window.localStorage.setItem(key, value);
  Object.defineProperty(window.navigator, 'languages', { value: options.languages ?? ['en-US'] });
  window.matchMedia = ((query: string) => ({ matches: Boolean(options.dark) && query.includes('dark') })) as unknown as typeof window.matchMedia;
  new window.Function(BOOT_SCRIPT).call(window);
  return { theme: html.getAttribute('data-theme'), booting: html.hasAttribute('data-booting'), held: html.classList.contains('ht-hold') };
}

describe('the boot script', () => {
  it('applies the stored theme, else the system one', () => {
    expect(boot({ url: 'http://x/', stored: { theme: '"dark"' } }).theme).toBe('dark');
    expect(boot({ url: 'http://x/', stored: { theme: '"light"' }, dark: true }).theme).toBe('light');
    expect(boot({ url: 'http://x/', dark: true }).theme).toBe('dark');
    expect(boot({ url: 'http://x/', stored: { theme: 'not json' } }).theme).toBe('light');
  });

  it('marks the page as booting', () => {
    expect(boot({ url: 'http://x/' }).booting).toBe(true);
  });

  it('shows a prerendered English page for its own path (with or without a trailing slash)', () => {
    expect(boot({ url: 'http://x/hash-text', route: '/hash-text' }).held).toBe(false);
    expect(boot({ url: 'http://x/hash-text/?a=1', route: '/hash-text' }).held).toBe(false);
    expect(boot({ url: 'http://x/', route: '/' }).held).toBe(false);
  });

  it('holds it for another language: stored, or the browser’s first supported one (nb → no)', () => {
    expect(boot({ url: 'http://x/hash-text', route: '/hash-text', stored: { locale: '"de"' } }).held).toBe(true);
    expect(boot({ url: 'http://x/hash-text', route: '/hash-text', languages: ['nb-NO', 'en'] }).held).toBe(true);
    expect(boot({ url: 'http://x/hash-text', route: '/hash-text', languages: ['xx', 'en-GB', 'de'] }).held).toBe(false);
    expect(boot({ url: 'http://x/hash-text', route: '/hash-text', stored: { locale: '"en"' }, languages: ['fr'] }).held).toBe(false);
  });

  it('holds a page prerendered for another path (the offline fallback, the not-found page)', () => {
    expect(boot({ url: 'http://x/json-prettify', route: '/' }).held).toBe(true);
    expect(boot({ url: 'http://x/nope', route: '/404' }).held).toBe(true);
  });

  it('never holds a page without prerendered content', () => {
    expect(boot({ url: 'http://x/hash-text', stored: { locale: '"de"' } }).held).toBe(false);
  });
});
