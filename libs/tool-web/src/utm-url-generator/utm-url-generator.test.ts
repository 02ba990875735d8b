import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { utmUrlGeneratorTool } from './meta.js';
import { utmUrlGeneratorState } from './state.js';
import { buildUtmUrl, UTM_FIELDS } from './utm-url-generator.js';

describe('buildUtmUrl', () => {
  it('adds the campaign parameters in order, percent-encoded as UTF-8 (RFC 3986 §2.1, §2.5)', () => {
    const r = buildUtmUrl('https://example.com/landing', { source: 'news letter', medium: 'email', campaign: 'été & co', term: 'a=b', content: '' });
    expect(r.url).toBe('https://example.com/landing?utm_source=news%20letter&utm_medium=email&utm_campaign=%C3%A9t%C3%A9%20%26%20co&utm_term=a%3Db');
    expect(r.missing).toEqual([]);
  });

  it('keeps the page\'s own parameters and fragment exactly as written', () => {
    const r = buildUtmUrl('https://example.com/p?q=a+b&x=%7E#section-2', { source: 'google', medium: 'cpc', campaign: 'brand' });
    expect(r.url).toBe('https://example.com/p?q=a+b&x=%7E&utm_source=google&utm_medium=cpc&utm_campaign=brand#section-2');
  });

  it('replaces utm parameters the page already had for the filled fields', () => {
    const r = buildUtmUrl('https://example.com/?utm_source=old&id=1&UTM_MEDIUM=x', { source: 'new', medium: 'social', campaign: 'c' });
    expect(r.url).toBe('https://example.com/?id=1&utm_source=new&utm_medium=social&utm_campaign=c');
    expect(r.replaced).toEqual(['utm_source', 'utm_medium']);
  });

  it('warns about each missing required field (source, medium, campaign) and still builds the URL', () => {
    const r = buildUtmUrl('https://example.com/', { source: 'x' });
    expect(r.missing).toEqual(['medium', 'campaign']);
    expect(r.url).toBe('https://example.com/?utm_source=x');
  });

  it('offers + for spaces and lower-case values', () => {
    expect(buildUtmUrl('https://example.com/', { source: 'My Site', medium: 'Email', campaign: 'A' }, { spaceAsPlus: true, lowercase: true }).url).toBe(
      'https://example.com/?utm_source=my+site&utm_medium=email&utm_campaign=a',
    );
  });

  it('round-trips any values through URLSearchParams (WHATWG URL §5.1)', () => {
    const value = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== '');
    fc.assert(
      fc.property(fc.record({ source: value, medium: value, campaign: value, term: value, content: value }), fc.boolean(), (values, plus) => {
        const { url } = buildUtmUrl('https://example.com/a?keep=1#f', values, { spaceAsPlus: plus });
        const params = new URL(url).searchParams;
        expect(params.get('keep')).toBe('1');
        for (const field of UTM_FIELDS) if (field in values) expect(params.get(`utm_${field}`)).toBe(values[field as keyof typeof values]);
        expect(new URL(url).hash).toBe('#f');
      }),
    );
  });

  it('names what is wrong with the page address', () => {
    expect(expectToolInputError(() => buildUtmUrl('', {})).message).toMatch(/Enter the address/);
    expect(expectToolInputError(() => buildUtmUrl('example.com', {})).message).toMatch(/no scheme.*https:\/\/example\.com/);
    expect(expectToolInputError(() => buildUtmUrl('mailto:a@example.com', {})).message).toMatch(/http or https, not mailto/);
  });
});

describe('tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(utmUrlGeneratorTool, utmUrlGeneratorState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => buildUtmUrl(s, { source: 'a' }));
    fuzzToolFunction((s: string) => buildUtmUrl('https://example.com/', { source: s, medium: s, campaign: s }));
  });
});
