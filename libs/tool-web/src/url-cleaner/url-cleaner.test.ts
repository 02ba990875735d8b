import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlCleanerTool } from './meta.js';
import { urlCleanerState } from './state.js';
import { cleanUrl, cleanUrls } from './url-cleaner.js';

describe('cleanUrl — tidy-url rules', () => {
  it('removes UTM parameters (Google Analytics campaign parameters) and click ids, keeping the rest', () => {
    const r = cleanUrl('https://example.com/page?utm_source=newsletter&utm_medium=email&id=42&fbclid=IwAR123#top');
    expect(r.url).toBe('https://example.com/page?id=42#top');
    expect(r.removed).toEqual([
      { name: 'utm_source', value: 'newsletter' },
      { name: 'utm_medium', value: 'email' },
      { name: 'fbclid', value: 'IwAR123' },
    ]);
    expect(r.changed).toBe(true);
  });

  it('removes gclid, Mailchimp and HubSpot parameters', () => {
    expect(cleanUrl('https://shop.example/item?gclid=abc&mc_cid=1&mc_eid=2&_hsenc=x&_hsmi=y&color=red').url).toBe('https://shop.example/item?color=red');
  });

  it('leaves a clean URL exactly as written', () => {
    const r = cleanUrl('https://example.com/a?q=1');
    expect(r).toMatchObject({ url: 'https://example.com/a?q=1', removed: [], unwrapped: [], changed: false });
  });

  it('unwraps a Safe Link, then cleans the target', () => {
    const target = 'https://www.example.com/offer?utm_campaign=spring&ref=7';
    const r = cleanUrl(`https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent(target)}&data=05%7C01&reserved=0`);
    expect(r.url).toBe('https://www.example.com/offer?ref=7');
    expect(r.unwrapped).toEqual(['Microsoft Safe Links']);
    expect(r.removed).toEqual([{ name: 'utm_campaign', value: 'spring' }]);
  });

  it('follows a redirect known only to the tidy-url rules', () => {
    const r = cleanUrl('https://go.skimresources.com/?id=123X456&xs=1&url=https%3A%2F%2Fwww.example.com%2Fproduct%3Futm_source%3Dskim&xcust=abc');
    expect(r.url).toBe('https://www.example.com/product');
    expect(r.unwrapped).toEqual(['go.skimresources.com (tidy-url)']);
  });

  it('keeps wrappers when unwrapping is off', () => {
    const wrapped = 'https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.org%2F&h=AT0';
    expect(cleanUrl(wrapped, { unwrap: false }).unwrapped).toEqual([]);
    expect(cleanUrl(wrapped, { unwrap: false }).url).toContain('l.facebook.com');
  });

  it('removes extra parameters by name or prefix*, case-insensitively, keeping the others as written', () => {
    const r = cleanUrl('https://example.com/?SR_a=1&q=a%20b&ref=x&sr_b=2', { extra: ['ref', 'sr_*'] });
    expect(r.url).toBe('https://example.com/?q=a%20b');
    expect(r.removed.map((p) => p.name)).toEqual(['SR_a', 'ref', 'sr_b']);
  });

  it('returns other schemes unchanged', () => {
    expect(cleanUrl('ftp://example.com/?utm_source=x').url).toBe('ftp://example.com/?utm_source=x');
  });
});

describe('cleanUrls', () => {
  it('cleans many URLs in a text and keeps the text', () => {
    const r = cleanUrls('First: https://a.example/?utm_source=x\nSecond (https://b.example/p?id=1&fbclid=y).');
    expect(r.text).toBe('First: https://a.example/\nSecond (https://b.example/p?id=1).');
    expect(r.urls.map((u) => u.line)).toEqual([1, 2]);
    expect(r.changed).toBe(2);
  });

  it('says when there is no URL, and accepts an empty text', () => {
    expect(expectToolInputError(() => cleanUrls('no links here')).message).toMatch(/No URL found/);
    expect(cleanUrls('').urls).toEqual([]);
  });
});

describe('tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlCleanerTool, urlCleanerState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cleanUrls(s));
    fuzzToolFunction((s: string) => cleanUrl(`https://example.com/?${s}`));
  });
});
