import { describe, expect, it } from 'vitest';
import { isSupportedLocale, LOCALES, matchLocale } from './locales.js';

describe('locales', () => {
  it('declares the 11 locales of the seed', () => {
    expect(LOCALES.map((l) => l.code)).toEqual(['en', 'de', 'es', 'fr', 'no', 'pl', 'pt', 'ru', 'uk', 'zh', 'vi']);
  });
  it('matches browser languages by primary subtag', () => {
    expect(matchLocale(['pt-BR', 'en'])).toBe('pt');
    expect(matchLocale(['nb-NO'])).toBe('no');
    expect(matchLocale(['ja', 'zh-CN'])).toBe('zh');
    expect(matchLocale(['ja'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });
  it('rejects unknown codes', () => {
    expect(isSupportedLocale('xx')).toBe(false);
    expect(isSupportedLocale(42)).toBe(false);
    expect(isSupportedLocale('de')).toBe(true);
  });
});
