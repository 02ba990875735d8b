import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, hexToText, parseHex, textToHex, type HexSeparator } from './hex-converter.js';
import { hexConverter } from './meta.js';
import { hexConverterState } from './state.js';

const inputError = expectToolInputError;

// RFC 4648 §10 "Test Vectors": BASE16("") = "", BASE16("f") = "66", … BASE16("foobar") = "666F6F626172".
const RFC4648_BASE16: [string, string][] = [
  ['', ''],
  ['f', '66'],
  ['fo', '666F'],
  ['foo', '666F6F'],
  ['foob', '666F6F62'],
  ['fooba', '666F6F6261'],
  ['foobar', '666F6F626172'],
];

describe('RFC 4648 §10 Base16 test vectors', () => {
  it.each(RFC4648_BASE16)('BASE16(%j) = %j', (text, hex) => {
    expect(textToHex(text)).toBe(hex);
    expect(hexToText(hex)).toBe(text);
    expect(hexToText(hex.toLowerCase())).toBe(text);
  });
});

describe('UTF-8 bytes (RFC 3629)', () => {
  it('encodes "é" (U+00E9) as C3 A9 (RFC 3629 §3: 110xxxxx 10xxxxxx)', () => {
    expect(textToHex('é', { separator: 'space' })).toBe('C3 A9');
    expect(hexToText('C3 A9')).toBe('é');
  });

  it('encodes the examples of RFC 3629 §7', () => {
    // "A<NOT IDENTICAL TO><ALPHA>." = 41 E2 89 A2 CE 91 2E; Korean "hangugeo" = ED 95 9C EA B5 AD EC 96 B4;
    // Japanese "nihongo" = E6 97 A5 E6 9C AC E8 AA 9E; U+233B4 with a BOM = EF BB BF F0 A3 8E B4.
    expect(textToHex('A\u2262\u0391.', { separator: 'space' })).toBe('41 E2 89 A2 CE 91 2E');
    expect(textToHex('\uD55C\uAD6D\uC5B4', { separator: 'space' })).toBe('ED 95 9C EA B5 AD EC 96 B4');
    expect(textToHex('\u65E5\u672C\u8A9E', { separator: 'space' })).toBe('E6 97 A5 E6 9C AC E8 AA 9E');
    expect(textToHex('\uFEFF\u{233B4}', { separator: 'space' })).toBe('EF BB BF F0 A3 8E B4');
    expect(hexToText('EFBBBFF0A38EB4')).toBe('\uFEFF\u{233B4}');
  });

  it('refuses a lone surrogate, naming its position', () => {
    expect(inputError(() => textToHex('ab\uD800')).message).toMatch(/unpaired surrogate \(U\+D800\) at position 3/);
  });
});

describe('separators and letter case', () => {
  it('writes each separator', () => {
    const bytes = new Uint8Array([0xde, 0xad, 0xbe, 0xef]);
    expect(bytesToHex(bytes)).toBe('DEADBEEF');
    expect(bytesToHex(bytes, { separator: 'space' })).toBe('DE AD BE EF');
    expect(bytesToHex(bytes, { separator: 'colon', letterCase: 'lower' })).toBe('de:ad:be:ef');
    expect(bytesToHex(bytes, { separator: '0x' })).toBe('0xDE 0xAD 0xBE 0xEF');
    expect(bytesToHex(bytes, { separator: '0x', letterCase: 'lower' })).toBe('0xde 0xad 0xbe 0xef');
  });

  it('reads every layout', () => {
    const want = [0xde, 0xad, 0xbe, 0xef];
    for (const hex of ['DEADBEEF', 'de ad be ef', 'DE:AD:BE:EF', '0xDE 0xAD 0xBE 0xEF', '0xde,0xad,0xbe,0xef', '0XDEADBEEF', '\\xde\\xad\\xbe\\xef', 'de-ad-be-ef', '  DEAD\n\tBEEF\r\n', '0xde0xad0xbe0xef']) {
      expect([...hexToBytes(hex)], hex).toEqual(want);
    }
    expect([...hexToBytes('')]).toEqual([]);
    expect([...hexToBytes(' : ')]).toEqual([]);
  });

  it('reports where each byte starts', () => {
    expect(parseHex('0x66 0x6F').starts).toEqual([2, 7]);
  });
});

describe('round trip', () => {
  const separators: HexSeparator[] = ['none', 'space', 'colon', '0x'];
  it('decodes what it encodes, for any text, separator and case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.constantFrom(...separators), fc.constantFrom<'upper' | 'lower'>('upper', 'lower'), (text, separator, letterCase) => {
        expect(hexToText(textToHex(text, { separator, letterCase }))).toBe(text);
      }),
    );
  });

  it('decodes any bytes it writes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.constantFrom(...separators), (bytes, separator) => {
        expect(hexToBytes(bytesToHex(bytes, { separator }))).toEqual(bytes);
      }),
    );
  });

  it('matches Node’s Buffer hex', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(bytesToHex(bytes, { letterCase: 'lower' })).toBe(Buffer.from(bytes).toString('hex'));
      }),
    );
  });
});

describe('bad hex', () => {
  it('names a non-hex character and its position', () => {
    const err = inputError(() => hexToText('66 6G'));
    expect(err.message).toMatch(/^Invalid character "G" at position 5: hexadecimal uses only the digits 0–9 and A–F/);
    expect(err.position).toBe(4);
  });

  it('names an odd number of digits', () => {
    const err = inputError(() => hexToText('666F6'));
    expect(err.message).toMatch(/^Odd number of hex digits \(5\) in "666F6" at position 1: every byte takes two digits; the last digit "6" at position 5 has no pair\./);
    expect(err.position).toBe(4);
    expect(inputError(() => hexToText('66 F 6F')).message).toMatch(/^Odd number of hex digits \(1\) in "F" at position 4/);
  });

  it('names a prefix without digits', () => {
    expect(inputError(() => hexToText('0x66 0x')).message).toBe('Prefix "0x" at position 6 is not followed by hex digits.');
    expect(inputError(() => hexToText('0x 66')).message).toMatch(/^Prefix "0x" at position 1 is not followed by hex digits \(found U\+0020\)/);
  });

  it('gives line and column in a multi-line input', () => {
    const err = inputError(() => hexToText('66 6F\n6F zz'));
    expect(err.message).toMatch(/"z" at line 2, column 4/);
    expect(err.line).toBe(2);
  });

  it('names bytes that are not UTF-8', () => {
    // 0xFF never appears in UTF-8 (RFC 3629 §1); 0x80 is a continuation byte; C3 needs a continuation byte.
    expect(inputError(() => hexToText('41 FF')).message).toBe('Byte 2 ("FF") at position 4 is not valid UTF-8: this byte never starts a UTF-8 character.');
    expect(inputError(() => hexToText('80')).message).toMatch(/^Byte 1 \("80"\) at position 1 is not valid UTF-8: it is a continuation byte/);
    expect(inputError(() => hexToText('41:c3')).message).toMatch(/^Byte 2 \("C3"\) at position 4 is not valid UTF-8: the text ends inside/);
    // ED A0 80 would be the surrogate U+D800 (RFC 3629 §3 forbids it): A0 cannot follow ED.
    expect(inputError(() => hexToText('0xED 0xA0 0x80')).message).toMatch(/^Byte 2 \("A0"\) at position 8 is not valid UTF-8: it cannot follow 0xED/);
  });
});

describe('hex converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(hexConverter, hexConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => textToHex(s, { separator: '0x' }));
    fuzzToolFunction((s: string) => hexToText(s));
    fuzzToolFunction((s: string) => hexToBytes(s));
    fuzzToolFunction((s: string) => parseHex(s));
    fuzzToolFunction((s: string) => hexToText(s), fc.stringMatching(/^(0x|\\x|[0-9a-fA-F :,x-]){0,40}$/));
  });
});
