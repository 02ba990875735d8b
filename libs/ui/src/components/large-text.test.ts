import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLargeText, LARGE_TEXT_CHARS, valueAfterPaste } from './large-text.js';
import { formatByteSize, utf8ByteLength } from './text-size.js';

describe('utf8ByteLength', () => {
  it('equals the length of the WHATWG TextEncoder output, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        expect(utf8ByteLength(s)).toBe(new TextEncoder().encode(s).length);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 100 }), (units) => {
        const s = String.fromCharCode(...units);
        expect(utf8ByteLength(s)).toBe(new TextEncoder().encode(s).length);
      }),
    );
  });

  it('counts 1 to 4 bytes per code point (RFC 3629 §3)', () => {
    expect(utf8ByteLength('')).toBe(0);
    expect(utf8ByteLength('A')).toBe(1);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('€')).toBe(3);
    expect(utf8ByteLength('😀')).toBe(4);
    expect(utf8ByteLength('\ud800')).toBe(3); // U+FFFD
  });

  it('equals what TextEncoder writes, for any text (ASCII-only or not)', () => {
    const encoder = new TextEncoder();
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) })), (text) => {
      expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
    }));
  });
});

describe('formatByteSize', () => {
  it('writes decimal units in the locale', () => {
    expect(formatByteSize(512, 'en')).toBe('512 bytes');
    expect(formatByteSize(2_100_000, 'en')).toBe('2.1 MB');
    expect(formatByteSize(5_000_000, 'en')).toBe('5 MB');
    expect(formatByteSize(1_500, 'en')).toBe('1.5 kB');
    expect(formatByteSize(2_100_000, 'de')).toBe('2,1 MB');
    // Formats are kept per locale and unit: a second call in another locale still uses its own.
    expect(formatByteSize(2_100_000, 'en')).toBe('2.1 MB');
    expect(formatByteSize(512, 'de')).toBe('512 Byte');
  });
});

describe('valueAfterPaste', () => {
  it('replaces the selection with the pasted text, as a textarea does', () => {
    expect(valueAfterPaste('abcd', 1, 3, 'XY')).toBe('aXYd');
    expect(valueAfterPaste('abcd', 4, 4, 'Z')).toBe('abcdZ');
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), fc.string(), (value, a, b, pasted) => {
        const next = valueAfterPaste(value, a, b, pasted);
        const start = Math.min(a, value.length);
        const end = Math.max(start, Math.min(b, value.length));
        expect(next).toBe(value.slice(0, start) + pasted + value.slice(end));
        expect(next.length).toBe(value.length - (end - start) + pasted.length);
      }),
    );
  });
});

describe('isLargeText', () => {
  it('is true above LARGE_TEXT_CHARS only', () => {
    expect(isLargeText('x'.repeat(LARGE_TEXT_CHARS))).toBe(false);
    expect(isLargeText('x'.repeat(LARGE_TEXT_CHARS + 1))).toBe(true);
  });
});
