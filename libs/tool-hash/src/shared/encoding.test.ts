import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { DIGEST_ENCODINGS, encodeDigest, encodedDigestLength, isDigestEncoding, type DigestEncoding } from './encoding.js';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('encodeDigest', () => {
  // RFC 4648 §10 test vectors (BASE64 and BASE16).
  it.each([
    ['', '', ''],
    ['f', 'Zg==', '66'],
    ['fo', 'Zm8=', '666f'],
    ['foo', 'Zm9v', '666f6f'],
    ['foob', 'Zm9vYg==', '666f6f62'],
    ['fooba', 'Zm9vYmE=', '666f6f6261'],
    ['foobar', 'Zm9vYmFy', '666f6f626172'],
  ])('RFC 4648 §10: %j → base64 %s, base16 %s', (input, b64, b16) => {
    expect(encodeDigest(bytes(input), 'base64')).toBe(b64);
    expect(encodeDigest(bytes(input), 'hex')).toBe(b16);
    // base64url (RFC 4648 §5) of these inputs only differs by the dropped padding.
    expect(encodeDigest(bytes(input), 'base64url')).toBe(b64.replace(/=+$/, ''));
  });

  it('uses the URL-safe alphabet for base64url (RFC 4648 §5: 62 → "-", 63 → "_")', () => {
    // 0xfb 0xff 0xbf = 111110 111111 111110 111111 → indexes 62 63 62 63.
    expect(encodeDigest(new Uint8Array([0xfb, 0xff, 0xbf]), 'base64')).toBe('+/+/');
    expect(encodeDigest(new Uint8Array([0xfb, 0xff, 0xbf]), 'base64url')).toBe('-_-_');
  });

  it('writes binary most significant bit first, eight digits per byte', () => {
    expect(encodeDigest(new Uint8Array([0x61, 0x01, 0xff]), 'binary')).toBe('011000010000000111111111');
  });

  it('agrees with Node Buffer encodings for random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (data) => {
        const b = Buffer.from(data);
        expect(encodeDigest(data, 'hex')).toBe(b.toString('hex'));
        expect(encodeDigest(data, 'base64')).toBe(b.toString('base64'));
        expect(encodeDigest(data, 'base64url')).toBe(b.toString('base64url'));
        const bits = encodeDigest(data, 'binary');
        expect(bits).toHaveLength(data.length * 8);
        if (data.length > 0) expect(BigInt(`0b${bits}`)).toBe(BigInt(`0x${b.toString('hex')}`));
      }),
    );
  });

  it('rejects an unknown encoding with a message for users', () => {
    expect(() => encodeDigest(new Uint8Array(1), 'base32' as DigestEncoding)).toThrow(ToolInputError);
    expect(isDigestEncoding('base64url')).toBe(true);
    expect(isDigestEncoding('base32')).toBe(false);
  });
});

describe('encodedDigestLength', () => {
  it('is the length encodeDigest writes, for every digest size and encoding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.constantFrom(...DIGEST_ENCODINGS), (bytes, encoding) => {
        expect(encodedDigestLength(bytes * 8, encoding)).toBe(encodeDigest(new Uint8Array(bytes), encoding).length);
      }),
    );
  });

  it('gives the familiar lengths: SHA-256 is 64 hex digits, 44 Base64 characters, 43 in Base64url', () => {
    expect([encodedDigestLength(256, 'hex'), encodedDigestLength(256, 'base64'), encodedDigestLength(256, 'base64url'), encodedDigestLength(256, 'binary')]).toEqual([64, 44, 43, 256]);
  });
});
