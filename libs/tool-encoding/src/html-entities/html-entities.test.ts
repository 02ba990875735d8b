import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtmlEntities, unescapeHtmlEntities, type HtmlEscapeOptions } from './html-entities.js';
import { htmlEntities } from './meta.js';
import { htmlEntitiesState } from './state.js';

const unescape = (html: string) => unescapeHtmlEntities(html).text;

describe('unescapeHtmlEntities — WHATWG HTML named character references (§13.5, entities.json)', () => {
  it('decodes the named references of the HTML5 list', () => {
    // entities.json: "&amp;" U+0026, "&lt;" U+003C, "&gt;" U+003E, "&quot;" U+0022, "&apos;" U+0027,
    // "&nbsp;" U+00A0, "&eacute;" U+00E9, "&euro;" U+20AC, "&hearts;" U+2665.
    expect(unescape('&amp;&lt;&gt;&quot;&apos;')).toBe('&<>"\'');
    expect(unescape('&nbsp;')).toBe('\u00A0');
    expect(unescape('caf&eacute;')).toBe('caf\u00E9');
    expect(unescape('&euro;&hearts;')).toBe('\u20AC\u2665');
  });

  it('decodes references that stand for two code points', () => {
    // entities.json: "&NotEqualTilde;": { "codepoints": [8770, 824] } (U+2242 U+0338).
    expect(unescape('&NotEqualTilde;')).toBe('\u2242\u0338');
    // "&fjlig;": [102, 106] ("fj").
    expect(unescape('&fjlig;')).toBe('fj');
  });

  it('decodes legacy references without ";" (entities.json has "&copy" and "&amp" without semicolon)', () => {
    expect(unescape('&copy 2026')).toBe('\u00A9 2026');
    const result = unescapeHtmlEntities('&copy 2026');
    expect(result.notices).toHaveLength(1);
    expect(result.notices[0]?.message).toMatch(/without ";"/);
  });

  it('is case-sensitive: "&AMP;" is in the list, "&Eacute;" is É, "&EAcute;" is not a reference', () => {
    expect(unescape('&AMP;&Eacute;')).toBe('&\u00C9');
    expect(unescape('&EAcute;')).toBe('&EAcute;');
  });
});

describe('unescapeHtmlEntities — numeric references (WHATWG HTML §13.2.5.80)', () => {
  it('decodes decimal and hexadecimal references, any case of "x" and digits', () => {
    expect(unescape('&#x1F600;')).toBe('\u{1F600}');
    expect(unescape('&#128512;')).toBe('\u{1F600}');
    expect(unescape('&#X1f600;&#233;&#xe9;')).toBe('\u{1F600}\u00E9\u00E9');
  });

  it('maps forbidden numbers as the specification says, with a notice', () => {
    // §13.2.5.80: 0x00 → U+FFFD; surrogates and numbers above 0x10FFFF → U+FFFD;
    // 0x80 → U+20AC and 0x99 → U+2122 (the windows-1252 table of that section).
    const result = unescapeHtmlEntities('&#0;&#xD800;&#x110000;&#x80;&#x99;');
    expect(result.text).toBe('\uFFFD\uFFFD\uFFFD\u20AC\u2122');
    expect(result.notices.map((n) => n.reference)).toEqual(['&#0;', '&#xD800;', '&#x110000;', '&#x80;', '&#x99;']);
    expect(result.notices[1]?.message).toMatch(/replaced by U\+FFFD/);
    expect(result.notices[3]?.message).toMatch(/decoded as U\+20AC/);
  });

  it('decodes a numeric reference without ";" and says so', () => {
    const result = unescapeHtmlEntities('a&#233b');
    expect(result.text).toBe('a\u00E9b');
    expect(result.notices[0]?.message).toBe('"&#233" is missing its final ";"; it was decoded anyway, as browsers do. (at position 2)');
  });
});

describe('unescapeHtmlEntities — references it cannot resolve', () => {
  it('leaves an unknown named reference as it is and reports where it is', () => {
    const result = unescapeHtmlEntities('x &foo; y\n&bar;');
    expect(result.text).toBe('x &foo; y\n&bar;');
    expect(result.notices.map((n) => [n.reference, n.line, n.column])).toEqual([
      ['&foo;', 1, 3],
      ['&bar;', 2, 1],
    ]);
    expect(result.notices[0]?.message).toBe('"&foo;" is not a named character reference of HTML; it was left as it is. (at line 1, column 3)');
  });

  it('reports "&#" without digits (absence-of-digits parse error)', () => {
    for (const html of ['&#;', '&#x;', '&#xZ', 'a &# b']) {
      const result = unescapeHtmlEntities(html);
      expect(result.text).toBe(html);
      expect(result.notices[0]?.message).toMatch(/has no digits after "&#"/);
    }
  });

  it('does not report a bare "&" or letters after "&" without ";" (not a parse error)', () => {
    expect(unescapeHtmlEntities('AT&T & R&D').notices).toEqual([]);
    expect(unescapeHtmlEntities('AT&T & R&D').text).toBe('AT&T & R&D');
  });

  it('lists at most 50 notices', () => {
    const result = unescapeHtmlEntities('&foo;'.repeat(60));
    expect(result.notices).toHaveLength(50);
    expect(result.moreNotices).toBe(true);
  });
});

describe('escapeHtmlEntities', () => {
  it('escapes only the five special characters by default', () => {
    expect(escapeHtmlEntities('<a href="x">Tom\'s & café</a>')).toBe('&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; café&lt;/a&gt;');
    expect(escapeHtmlEntities('<\'>', { named: false })).toBe('&#x3C;&#x27;&#x3E;');
    expect(escapeHtmlEntities('<\'>', { named: false, numeric: 'decimal' })).toBe('&#60;&#39;&#62;');
  });

  it('encodes non-ASCII with named references where the HTML5 list has one, else numeric', () => {
    // entities.json: "&eacute;" U+00E9, "&nbsp;" U+00A0, "&euro;" U+20AC; U+1F600 has no name.
    expect(escapeHtmlEntities('é\u00A0€😀<', { mode: 'nonAscii' })).toBe('&eacute;&nbsp;&euro;&#x1F600;&lt;');
    expect(escapeHtmlEntities('é😀', { mode: 'nonAscii', named: false })).toBe('&#xE9;&#x1F600;');
    expect(escapeHtmlEntities('é😀', { mode: 'nonAscii', named: false, numeric: 'decimal' })).toBe('&#233;&#128512;');
    expect(escapeHtmlEntities('abc', { mode: 'nonAscii' })).toBe('abc');
  });

  it('encodes everything, ASCII letters included, in "all" mode', () => {
    expect(escapeHtmlEntities('ab', { mode: 'all', named: false, numeric: 'decimal' })).toBe('&#97;&#98;');
    expect(unescape(escapeHtmlEntities('Hello, world!', { mode: 'all' }))).toBe('Hello, world!');
  });

  it('refuses an unpaired surrogate, naming where', () => {
    const err = expectToolInputError(() => escapeHtmlEntities('ab\uD800', { mode: 'nonAscii' }));
    expect(err.message).toMatch(/unpaired surrogate \(U\+D800\) at position 3/);
  });

  it('round-trips any well-formed text in every mode', () => {
    const options = fc.record({
      mode: fc.constantFrom('special' as const, 'nonAscii' as const, 'all' as const),
      named: fc.boolean(),
      numeric: fc.constantFrom('decimal' as const, 'hex' as const),
    });
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), options, (text: string, opts: HtmlEscapeOptions) => {
        const escaped = escapeHtmlEntities(text, opts);
        if (opts.mode !== 'special') expect(escaped).not.toMatch(/[<>"'&](?![#A-Za-z0-9]+;)/);
        expect(unescapeHtmlEntities(escaped)).toEqual({ text, notices: [], moreNotices: false });
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips text made of the characters that need care', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('&', '<', '>', '"', "'", '`', 'amp;', '#', ';', 'x', '\u00A0', '\u2242\u0338', 'fj', '\u0080', '\0'), { maxLength: 20 }), (parts) => {
        const text = parts.join('');
        for (const mode of ['special', 'nonAscii', 'all'] as const) expect(unescape(escapeHtmlEntities(text, { mode }))).toBe(text);
      }),
    );
  });
});

describe('html entities: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(htmlEntities, htmlEntitiesState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => escapeHtmlEntities(s));
    fuzzToolFunction((s: string) => escapeHtmlEntities(s, { mode: 'nonAscii', named: false, numeric: 'decimal' }));
    fuzzToolFunction((s: string) => escapeHtmlEntities(s, { mode: 'all' }));
    fuzzToolFunction((s: string) => unescapeHtmlEntities(s));
    fuzzToolFunction((s: string) => unescapeHtmlEntities(`&${s};&#${s};&#x${s}`));
  });
});
