import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { BYTE_INPUT_ENCODINGS, type ByteInputEncoding } from './byte-input-encodings.js';
import { parseBytes } from './parse-bytes.js';

const text = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('parseBytes', () => {
  // RFC 4648 §10 test vectors (BASE64 and BASE16).
  it.each([
    ['', '', ''],
    ['f', 'Zg==', '66'],
    ['fo', 'Zm8=', '666F'],
    ['foo', 'Zm9v', '666F6F'],
    ['foob', 'Zm9vYg==', '666F6F62'],
    ['fooba', 'Zm9vYmE=', '666F6F6261'],
    ['foobar', 'Zm9vYmFy', '666F6F626172'],
  ])('RFC 4648 §10: %j ← base64 %s, base16 %s', (want, b64, b16) => {
    expect(text(parseBytes(b64, 'base64', 'X'))).toBe(want);
    expect(text(parseBytes(b64.replace(/=/g, ''), 'base64', 'X'))).toBe(want);
    expect(text(parseBytes(b16, 'hex', 'X'))).toBe(want);
    expect(text(parseBytes(b16.toLowerCase(), 'hex', 'X'))).toBe(want);
  });

  it('encodes text as UTF-8 and ignores separators in hex', () => {
    expect([...parseBytes('£', 'text', 'X')]).toEqual([0xc2, 0xa3]);
    expect([...parseBytes('0xDE:AD-be ef', 'hex', 'X')]).toEqual([0xde, 0xad, 0xbe, 0xef]);
  });

  it('round-trips any bytes through hex, Base64 and Base64url (Node Buffer as reference)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (data) => {
        const b = Buffer.from(data);
        expect(parseBytes(b.toString('hex'), 'hex', 'X')).toEqual(new Uint8Array(data));
        expect(parseBytes(b.toString('base64'), 'base64', 'X')).toEqual(new Uint8Array(data));
        expect(parseBytes(b.toString('base64url'), 'base64', 'X')).toEqual(new Uint8Array(data));
      }),
    );
  });

  it('names the field, the character and its position', () => {
    const e = expectToolInputError(() => parseBytes('ab cg', 'hex', 'The key'));
    expect(e.message).toBe('The key: "g" at position 5 is not a hexadecimal digit (0–9, a–f).');
    expect(e.position).toBe(4);
    expect(expectToolInputError(() => parseBytes('Zg===', 'base64', 'X')).message).toMatch(/too much "=" padding at position 5/);
    expect(expectToolInputError(() => parseBytes('Zm9=v', 'base64', 'X')).message).toMatch(/"v" at position 5 comes after the "=" padding/);
    expect(expectToolInputError(() => parseBytes('Zm9vY', 'base64', 'X')).message).toMatch(/incomplete Base64: 5 characters/);
    expect(expectToolInputError(() => parseBytes('Zg=', 'base64', 'X')).message).toMatch(/wrong amount of "=" padding/);
    expect(expectToolInputError(() => parseBytes('a', 'base32' as ByteInputEncoding, 'X')).message).toMatch(/unknown input format/);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    for (const encoding of BYTE_INPUT_ENCODINGS) fuzzToolFunction((s: string) => parseBytes(s, encoding, 'X'));
    fuzzToolFunction((s: string) => parseBytes(s, 'base64', 'X'), fc.stringMatching(/^[A-Za-z0-9+/=_\s-]{0,30}$/));
  });
});
