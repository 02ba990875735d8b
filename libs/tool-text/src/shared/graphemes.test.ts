import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeCount, graphemes } from './graphemes.js';

describe('graphemes (UAX #29)', () => {
  it('counts user-perceived characters, not UTF-16 units', () => {
    // Examples from UAX #29, table 1a: e + combining acute, Hangul jamo, a flag, a ZWJ family, CR LF.
    expect(graphemes('e\u0301')).toEqual(['e\u0301']);
    expect(graphemeCount('\u1100\u1161\u11a8')).toBe(1);
    expect(graphemeCount('🇫🇷')).toBe(1);
    expect(graphemeCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(graphemes('a\r\nb')).toEqual(['a', '\r\n', 'b']);
    expect(graphemeCount('')).toBe(0);
  });

  it('joining the clusters gives the text back, and the count is their number', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const parts = graphemes(text);
        expect(parts.join('')).toBe(text);
        expect(graphemeCount(text)).toBe(parts.length);
      }),
    );
  });
});
