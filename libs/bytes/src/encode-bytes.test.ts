import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, bytesToHex } from './encode-bytes.js';
import { parseBytes } from './parse-bytes.js';

const ascii = (s: string) => new TextEncoder().encode(s);

describe('bytesToBase64 and bytesToHex', () => {
  // RFC 4648 §10 test vectors.
  it.each([
    ['', '', ''],
    ['f', 'Zg==', '66'],
    ['fo', 'Zm8=', '666f'],
    ['foo', 'Zm9v', '666f6f'],
    ['foob', 'Zm9vYg==', '666f6f62'],
    ['fooba', 'Zm9vYmE=', '666f6f6261'],
    ['foobar', 'Zm9vYmFy', '666f6f626172'],
  ])('RFC 4648 §10: %j → %s, %s', (input, base64, hex) => {
    expect(bytesToBase64(ascii(input))).toBe(base64);
    expect(bytesToHex(ascii(input))).toBe(hex);
    expect(bytesToHex(ascii(input), true)).toBe(hex.toUpperCase());
  });

  it('writes the URL-safe alphabet with or without padding (RFC 4648 §5)', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0xfe]);
    expect(bytesToBase64(bytes)).toBe('+/+//g==');
    expect(bytesToBase64(bytes, { urlSafe: true })).toBe('-_-__g==');
    expect(bytesToBase64(bytes, { urlSafe: true, padding: false })).toBe('-_-__g');
  });

  it('agrees with Node for any bytes, and parseBytes reads both back (fast-check)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const b64 = bytesToBase64(bytes);
        expect(b64).toBe(Buffer.from(bytes).toString('base64'));
        expect(bytesToBase64(bytes, { urlSafe: true, padding: false })).toBe(Buffer.from(bytes).toString('base64url'));
        expect(bytesToHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
        expect(parseBytes(b64, 'base64', 'x')).toEqual(bytes);
        expect(parseBytes(bytesToHex(bytes, true), 'hex', 'x')).toEqual(bytes);
      }),
    );
  });
});
