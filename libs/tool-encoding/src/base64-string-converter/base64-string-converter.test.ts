import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../shared/base64.js';
import { decodeBase64, decodeBase64Text, encodeBase64 } from './base64-string-converter.js';
import { base64StringConverter } from './meta.js';
import { base64StringConverterState } from './state.js';

const inputError = expectToolInputError;

// RFC 4648 §10 "Test Vectors".
const RFC4648_VECTORS: [string, string][] = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
];

describe('encodeBase64 / decodeBase64 — RFC 4648 §10 test vectors', () => {
  it.each(RFC4648_VECTORS)('BASE64(%j) = %j', (text, base64) => {
    expect(encodeBase64(text)).toBe(base64);
    expect(decodeBase64(base64)).toBe(text);
  });

  it('omits padding when asked (RFC 4648 §3.2) and still decodes the unpadded form', () => {
    for (const [text, base64] of RFC4648_VECTORS) {
      const unpadded = base64.replace(/=+$/, '');
      expect(encodeBase64(text, { padding: false })).toBe(unpadded);
      expect(decodeBase64(unpadded)).toBe(text);
    }
  });
});

describe('URL-safe alphabet (RFC 4648 §5)', () => {
  // Bytes 0xFB 0xFF 0xBF give the sextets 62, 63, 62, 63: "+/+/" in the §4 alphabet
  // (Table 1: 62 is "+", 63 is "/") and "-_-_" in the §5 alphabet (Table 2: 62 "-", 63 "_").
  const bytes = new Uint8Array([0xfb, 0xff, 0xbf]);

  it('maps value 62 to "-" and 63 to "_"', () => {
    expect(bytesToBase64(bytes)).toBe('+/+/');
    expect(bytesToBase64(bytes, { urlSafe: true })).toBe('-_-_');
    expect(base64ToBytes('-_-_')).toEqual(bytes);
    expect(base64ToBytes('+/+/')).toEqual(bytes);
  });

  it('pads URL-safe output only when asked', () => {
    // 0xFB 0xFF → sextets 62, 63, 60 → "+/8=" (§4) / "-_8=" (§5).
    const two = new Uint8Array([0xfb, 0xff]);
    expect(bytesToBase64(two)).toBe('+/8=');
    expect(bytesToBase64(two, { urlSafe: true })).toBe('-_8=');
    expect(bytesToBase64(two, { urlSafe: true, padding: false })).toBe('-_8');
    expect(base64ToBytes('-_8')).toEqual(two);
  });

  it('encodes text with the URL-safe alphabet', () => {
    // "<<???>>" is 3C 3C 3F 3F 3F 3E 3E: sextets 15 3 48 63 | 15 51 60 62 | 15 32 → "PDw/Pz8+Pg==".
    expect(encodeBase64('<<???>>')).toBe('PDw/Pz8+Pg==');
    expect(encodeBase64('<<???>>', { urlSafe: true })).toBe('PDw_Pz8-Pg==');
    expect(encodeBase64('<<???>>', { urlSafe: true, padding: false })).toBe('PDw_Pz8-Pg');
    expect(decodeBase64('PDw_Pz8-Pg')).toBe('<<???>>');
  });

  it('accepts only the chosen alphabet when one is required', () => {
    expect(inputError(() => decodeBase64('PDw_Pz8-Pg==', { alphabet: 'standard' })).message).toMatch(/Invalid character "_" at position 4/);
    expect(inputError(() => decodeBase64('PDw/Pz8+Pg==', { alphabet: 'url-safe' })).message).toMatch(/Invalid character "\/" at position 4/);
  });

  it('refuses a text that mixes both alphabets', () => {
    const err = inputError(() => decodeBase64('PDw/Pz8-Pg=='));
    expect(err.message).toMatch(/"-" at position 8 belongs to the URL-safe Base64 alphabet, but "\/" at position 4/);
    expect(err.position).toBe(7);
  });
});

describe('UTF-8 text', () => {
  it('encodes the UTF-8 bytes of the text (RFC 3629)', () => {
    // "é" is C3 A9 and "✓" (U+2713) is E2 9C 93 in UTF-8 (RFC 3629 §3).
    expect(encodeBase64('é')).toBe(bytesToBase64(new Uint8Array([0xc3, 0xa9])));
    expect(base64ToBytes(encodeBase64('✓'))).toEqual(new Uint8Array([0xe2, 0x9c, 0x93]));
    // U+1F600 is F0 9F 98 80.
    expect(base64ToBytes(encodeBase64('😀'))).toEqual(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]));
  });

  it('round-trips any Unicode text, in both alphabets, with and without padding', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.boolean(), fc.boolean(), (text, urlSafe, padding) => {
        const base64 = encodeBase64(text, { urlSafe, padding });
        expect(base64).toMatch(urlSafe ? /^[A-Za-z0-9_-]*=*$/ : /^[A-Za-z0-9+/]*=*$/);
        if (padding) expect(base64.length % 4).toBe(0);
        else expect(base64).not.toContain('=');
        expect(decodeBase64(base64)).toBe(text);
      }),
    );
  });

  it('round-trips grapheme clusters and agrees with Node’s Buffer', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        expect(encodeBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
        expect(decodeBase64(encodeBase64(text))).toBe(text);
      }),
    );
  });

  it('keeps line breaks in decoded Base64 meaningless (MIME line wrapping)', () => {
    expect(decodeBase64('Zm9v\r\nYmFy\n')).toBe('foobar');
    expect(decodeBase64('  Zm9v YmE=  ')).toBe('fooba');
  });

  it('refuses text with an unpaired surrogate', () => {
    const err = inputError(() => encodeBase64('ab\uD800c'));
    expect(err.message).toMatch(/unpaired surrogate \(U\+D800\) at position 3/);
    expect(err.position).toBe(2);
  });

  it('reports bytes that are not UTF-8 instead of showing replacement characters', () => {
    // 0xFF never appears in UTF-8 (RFC 3629 §1). "/w==" is the single byte 0xFF.
    expect(inputError(() => decodeBase64('/w==')).message).toMatch(/not valid UTF-8.*byte 1 of 1 \(0xFF\) cannot start a character/);
    // "Zm9v4pw=" is "foo" + E2 9C: the check mark U+2713 cut short.
    expect(inputError(() => decodeBase64('Zm9v4pw=')).message).toMatch(/ends inside a multi-byte character: bytes 4–5 of 5 \(0xE2 0x9C\)/);
    // C0 AF is an overlong "/" (RFC 3629 §10): "wK8=".
    expect(inputError(() => decodeBase64('wK8=')).message).toMatch(/bytes 1–2 of 2 \(0xC0 0xAF\)|byte 1 of 2 \(0xC0\)/);
    // ED A0 80 encodes the surrogate U+D800, which UTF-8 forbids (RFC 3629 §3): "7aCA".
    expect(inputError(() => decodeBase64('7aCA')).message).toMatch(/bytes 1–2 of 3 \(0xED 0xA0\) are not a valid UTF-8 sequence/);
  });
});

describe('invalid Base64', () => {
  it('names an invalid character and its position', () => {
    const err = inputError(() => decodeBase64('Zm9v!mFy'));
    expect(err.message).toBe(
      'Invalid character "!" at position 5: Base64 uses only A–Z, a–z, 0–9, "+" and "/" (or "-" and "_"), with "=" padding at the end.',
    );
    expect(err.position).toBe(4);
  });

  it('shows invisible characters as code points and counts positions in characters', () => {
    expect(inputError(() => decodeBase64('Zm9v\u00a0YmFy')).message).toMatch(/Invalid character U\+00A0 at position 5/);
    // The emoji is one character for the user, two UTF-16 units for JavaScript.
    expect(inputError(() => decodeBase64('😀Zm9v')).message).toMatch(/Invalid character "😀" at position 1/);
    expect(inputError(() => decodeBase64('é😀')).message).toMatch(/"é" at position 1/);
  });

  it('gives line and column in a multi-line input', () => {
    const err = inputError(() => decodeBase64('Zm9v\nYm*y'));
    expect(err.message).toMatch(/Invalid character "\*" at line 2, column 3/);
    expect(err.line).toBe(2);
    expect(err.column).toBe(3);
  });

  it('refuses an impossible length (one character left over, RFC 4648 §4)', () => {
    expect(inputError(() => decodeBase64('Zm9vY')).message).toMatch(/Wrong length: 5 Base64 characters.*at position 5/);
    expect(inputError(() => decodeBase64('Z')).message).toMatch(/Wrong length: 1 Base64 character, but/);
  });

  it('refuses wrong or misplaced padding', () => {
    expect(inputError(() => decodeBase64('Zg=')).message).toMatch(/Wrong padding at position 3: a last group of 2 characters takes 2 "=", but 1 is given/);
    expect(inputError(() => decodeBase64('Zm8==')).message).toMatch(/Wrong padding at position 4/);
    expect(inputError(() => decodeBase64('Zm9v=')).message).toMatch(/Unexpected padding "=" at position 5/);
    expect(inputError(() => decodeBase64('Zg==Zg==')).message).toMatch(/Padding "=" at position 3 is followed by more Base64 data \("Z" at position 5\)/);
    expect(inputError(() => decodeBase64('====')).message).toMatch(/Unexpected padding/);
  });

  it('never throws anything but ToolInputError, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        try {
          decodeBase64(s);
        } catch (e) {
          expect(e).toBeInstanceOf(ToolInputError);
        }
      }),
    );
  });

  it('accepts exactly what WHATWG forgiving-base64 (atob) accepts, with the same bytes', () => {
    // HTML Standard §8.3 "forgiving-base64 decode": ASCII whitespace ignored, padding optional
    // but exact when present, a length of 4n+1 refused — the same rules for the standard alphabet.
    const chars = fc.constantFrom('A', 'g', 'Z', '0', '+', '/', '=', ' ', '\n', '\t', '-', '!');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 14 }).map((a) => a.join('')), (s) => {
        let reference: number[] | null;
        try {
          reference = Array.from(atob(s), (c) => c.charCodeAt(0));
        } catch {
          reference = null;
        }
        let ours: number[] | null;
        try {
          ours = Array.from(base64ToBytes(s, { alphabet: 'standard' }));
        } catch (e) {
          expect(e).toBeInstanceOf(ToolInputError);
          ours = null;
        }
        expect(ours).toEqual(reference);

        // The URL-safe alphabet is the same with "-" and "_" for "+" and "/" (RFC 4648 §5).
        const swapped = s.replace(/[+/-]|_/g, (c) => ({ '+': '-', '/': '_', '-': '+', _: '/' })[c] as string);
        let urlSafe: number[] | null;
        try {
          urlSafe = Array.from(base64ToBytes(swapped, { alphabet: 'url-safe' }));
        } catch (e) {
          expect(e).toBeInstanceOf(ToolInputError);
          urlSafe = null;
        }
        expect(urlSafe).toEqual(reference);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts exactly what a strict decoder accepts', () => {
    // Any text of alphabet characters, cut to a valid length, decodes like Node's decoder.
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 60 }), (bytes) => {
        const base64 = Buffer.from(bytes).toString('base64');
        expect(base64ToBytes(base64)).toEqual(new Uint8Array(bytes));
        expect(base64ToBytes(Buffer.from(bytes).toString('base64url'))).toEqual(new Uint8Array(bytes));
      }),
    );
  });
});

describe('data URLs (RFC 2397) in the Base64 to decode', () => {
  it('strips the data: header and gives its media type', () => {
    // RFC 4648 §10: "Zm9vYmFy" is "foobar"; RFC 2397 §2: no media type means text/plain.
    expect(decodeBase64Text('data:;base64,Zm9vYmFy')).toEqual({ text: 'foobar', mediaType: 'text/plain', charset: 'utf-8' });
    expect(decodeBase64Text('data:text/plain;charset=UTF-8;base64,SGVsbG8sIHdvcmxkIQ==')).toEqual({ text: 'Hello, world!', mediaType: 'text/plain', charset: 'UTF-8' });
    expect(decodeBase64Text('  DATA:Text/HTML;BASE64,Zm9v\n')).toEqual({ text: 'foo', mediaType: 'text/html', charset: 'utf-8' });
    // The Base64 itself may be percent-encoded in a URL: "%3D" is "=" (RFC 3986 §2.1).
    expect(decodeBase64Text('data:text/plain;base64,Zm8%3D').text).toBe('fo');
  });

  it('reads plain Base64 as before, with no media type', () => {
    expect(decodeBase64Text('Zm9vYmFy')).toEqual({ text: 'foobar', mediaType: undefined, charset: 'utf-8' });
  });

  it('decodes the examples of RFC 2397 §4, in their declared charset', () => {
    expect(decodeBase64Text('data:,A%20brief%20note').text).toBe('A brief note');
    // In ISO-8859-7, 0xBE is U+038E GREEK CAPITAL LETTER UPSILON WITH TONOS; "%fg" is not an escape and stays.
    expect(decodeBase64Text('data:text/plain;charset=iso-8859-7,%be%fg%be')).toEqual({ text: '\u038E%fg\u038E', mediaType: 'text/plain', charset: 'iso-8859-7' });
  });

  it('round-trips any text through a data URL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (text) => {
        expect(decodeBase64Text(`data:text/plain;charset=utf-8;base64,${encodeBase64(text)}`).text).toBe(text);
      }),
    );
  });

  it('names errors at their place in the whole data URL', () => {
    // "data:text/plain;base64," is 23 characters: the "!" is the 28th.
    expect(inputError(() => decodeBase64Text('data:text/plain;base64,Zm9v!')).message).toMatch(/^Invalid character "!" at position 28/);
    expect(inputError(() => decodeBase64Text('data:text/plain;base64')).message).toMatch(/no "," after its header/);
    // A PNG is not text: its first byte 0x89 cannot start a UTF-8 character.
    expect(inputError(() => decodeBase64Text('data:image/png;base64,iVBORw0KGgo=')).message).toMatch(/not valid UTF-8 text.*0x89/);
    expect(inputError(() => decodeBase64Text('data:text/plain;charset=no-such-charset;base64,SGk=')).message).toMatch(/charset "no-such-charset" is unknown/);
  });
});

describe('base64 string converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(base64StringConverter, base64StringConverterState);
  });

  it('has examples that each give a non-empty result without error', () => {
    const defaults = base64StringConverterState.schema.parse({});
    for (const example of base64StringConverter.examples ?? []) {
      const state = { ...defaults, ...example.state } as typeof defaults;
      const outputs = [encodeBase64(state.text, { urlSafe: state.urlSafe, padding: state.padding }), decodeBase64Text(state.base64).text];
      expect(outputs.some((o) => o !== ''), example.label).toBe(true);
    }
    // The decoding example is RFC 3629 UTF-8 for "Handy Tools ✓" (U+2713 is E2 9C 93).
    expect(decodeBase64('SGFuZHkgVG9vbHMg4pyT')).toBe('Handy Tools \u2713');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const encodeOptions = fc.record({ urlSafe: fc.boolean(), padding: fc.boolean() });
    fuzzToolFunction(([s, options]: [string, { urlSafe: boolean; padding: boolean }]) => encodeBase64(s, options), fc.tuple(hostileText, encodeOptions));
    const alphabet = fc.constantFrom('standard' as const, 'url-safe' as const, 'any' as const);
    fuzzToolFunction(([s, a]: [string, 'standard' | 'url-safe' | 'any']) => decodeBase64(s, { alphabet: a }), fc.tuple(hostileText, alphabet));
    // Base64-looking text reaches the UTF-8 check, not only the alphabet check.
    const base64ish = fc.string({ unit: fc.constantFrom(...'AZaz09+/-_= \n4pyTw/'.split('')), maxLength: 64 });
    fuzzToolFunction((s: string) => decodeBase64(s), base64ish, 500);
    fuzzToolFunction((s: string) => decodeBase64Text(s));
    fuzzToolFunction((s: string) => decodeBase64Text(`data:text/plain;charset=${s};base64,${s}`), base64ish, 200);
  });
});
