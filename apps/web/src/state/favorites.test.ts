import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { favoritesNeedRewrite, parseFavorites, reorderFavorites } from './favorites';

const tools = [
  { path: '/json-prettify', name: 'JSON prettify and format' },
  { path: '/hash-text', name: 'Hash text' },
  { path: '/uuid-generator', name: 'UUIDs generator' },
] as const;

describe('parseFavorites', () => {
  it('keeps paths in order', () => {
    expect(parseFavorites(['/hash-text', '/json-prettify'], tools)).toEqual(['/hash-text', '/json-prettify']);
  });

  it('maps tool names written by older versions to paths, keeping their place', () => {
    expect(parseFavorites(['UUIDs generator', '/hash-text', 'JSON prettify and format'], tools)).toEqual(['/uuid-generator', '/hash-text', '/json-prettify']);
  });

  it('drops unknown entries, non-strings and duplicates', () => {
    expect(parseFavorites(['/gone', 42, null, '/hash-text', 'Hash text', { path: '/x' }], tools)).toEqual(['/hash-text']);
  });

  it('rejects anything that is not an array', () => {
    for (const value of [null, 'abc', 3, { a: 1 }, true]) expect(parseFavorites(value, tools)).toBeNull();
  });

  it('never throws and only ever returns known paths, whatever storage held', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const out = parseFavorites(value, tools);
        if (out === null) return !Array.isArray(value);
        return out.every((p) => tools.some((t) => t.path === p)) && new Set(out).size === out.length;
      }),
    );
  });
});

describe('favoritesNeedRewrite', () => {
  it('is true for lists holding names and false for clean path lists', () => {
    const legacy = ['Hash text'];
    expect(favoritesNeedRewrite(legacy, parseFavorites(legacy, tools)!)).toBe(true);
    const clean = ['/hash-text'];
    expect(favoritesNeedRewrite(clean, parseFavorites(clean, tools)!)).toBe(false);
  });
});

describe('reorderFavorites', () => {
  it('moves the dragged tool to the drop target', () => {
    expect(reorderFavorites(['/a', '/b', '/c'], '/a', '/c')).toEqual(['/b', '/c', '/a']);
    expect(reorderFavorites(['/a', '/b', '/c'], '/c', '/a')).toEqual(['/c', '/a', '/b']);
  });

  it('keeps the same set of tools (a permutation) and ignores unknown paths', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1 }), fc.nat(), fc.nat(), (list, i, j) => {
        const from = list[i % list.length]!;
        const to = list[j % list.length]!;
        const out = reorderFavorites(list, from, to);
        return out.length === list.length && [...out].sort().join('\n') === [...list].sort().join('\n') && out.indexOf(from) === list.indexOf(to);
      }),
    );
    expect(reorderFavorites(['/a', '/b'], '/zzz', '/a')).toEqual(['/a', '/b']);
  });
});
