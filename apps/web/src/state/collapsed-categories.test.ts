import { describe, expect, it } from 'vitest';
import { parseCollapsedCategories } from './collapsed-categories';

describe('parseCollapsedCategories', () => {
  it('keeps boolean entries of a plain object', () => {
    expect(parseCollapsedCategories({ Crypto: true, Web: false })).toEqual({ Crypto: true, Web: false });
  });

  it('drops entries of other types', () => {
    expect(parseCollapsedCategories({ Crypto: 'yes', Web: true, Math: 1 })).toEqual({ Web: true });
  });

  it('rejects arrays, null and primitives', () => {
    for (const value of [[true], null, 'x', 1, undefined]) expect(parseCollapsedCategories(value)).toBeNull();
  });
});
