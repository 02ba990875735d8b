import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textToBinary as meta } from './meta.js';
import { textToBinaryState } from './state.js';
import { binaryToBytes, binaryToText, bytesToBinary, parseBinary, textToBinary } from './text-to-binary.js';

const inputError = expectToolInputError;

describe('text to binary', () => {
  it('writes "A" (U+0041, ASCII 65 = 2^6 + 2^0) as 01000001', () => {
    expect(textToBinary('A')).toBe('01000001');
    expect(binaryToText('01000001')).toBe('A');
  });

  it('writes the UTF-8 bytes of each character (RFC 3629 §3 bit patterns)', () => {
    // é = U+00E9 = C3 A9 (110 00011, 10 101001); € = U+20AC = E2 82 AC; 😀 = U+1F600 = F0 9F 98 80.
    expect(textToBinary('é')).toBe('11000011 10101001');
    expect(textToBinary('€')).toBe('11100010 10000010 10101100');
    expect(textToBinary('😀')).toBe('11110000 10011111 10011000 10000000');
    expect(textToBinary('')).toBe('');
  });

  it('matches Number#toString(2) on every byte', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const octets = bytesToBinary(bytes).split(' ').filter(Boolean);
        expect(octets.map((o) => parseInt(o, 2))).toEqual([...bytes]);
        expect(octets.every((o) => o.length === 8)).toBe(true);
      }),
    );
  });

  it('refuses a lone surrogate', () => {
    expect(inputError(() => textToBinary('x\uDC00')).message).toMatch(/unpaired surrogate \(U\+DC00\) at position 2/);
  });
});

describe('binary to text', () => {
  it('accepts any whitespace between octets, and octets run together', () => {
    expect(binaryToText('01001000\n01101001\t 00100001  ')).toBe('Hi!');
    expect(binaryToText('010010000110100100100001')).toBe('Hi!');
    expect(binaryToText('   ')).toBe('');
    expect(parseBinary('01000001 0100001001000011').starts).toEqual([0, 9, 17]);
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(binaryToText(textToBinary(text))).toBe(text);
      }),
    );
  });

  it('round-trips any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 60 }), (bytes) => {
        expect(binaryToBytes(bytesToBinary(bytes))).toEqual(bytes);
      }),
    );
  });
});

describe('bad binary', () => {
  it('names a group that is not 8 bits', () => {
    const err = inputError(() => binaryToText('01000001 1000001 01000011'));
    expect(err.message).toBe('Group 2 ("1000001") at position 10 has 7 bits: every byte takes exactly 8 bits.');
    expect(err.position).toBe(9);
    expect(inputError(() => binaryToText('010000010')).message).toMatch(/^Group 1 \("010000010"\) at position 1 has 9 bits: every byte takes exactly 8 bits \(a group without spaces must hold a multiple of 8\)/);
  });

  it('names a character other than 0 and 1', () => {
    const err = inputError(() => binaryToText('01000001 01002001'));
    expect(err.message).toMatch(/^Invalid character "2" at position 14 \(group 2\): binary uses only the digits 0 and 1/);
    expect(err.position).toBe(13);
    expect(inputError(() => binaryToText('0100,0001')).message).toMatch(/^Invalid character "," at position 5 \(group 1\)/);
  });

  it('names the octet that is not UTF-8', () => {
    // 0xFF never appears in UTF-8 (RFC 3629 §1).
    expect(inputError(() => binaryToText('01000001 11111111')).message).toBe('Byte 2 ("11111111") at position 10 is not valid UTF-8: this byte never starts a UTF-8 character.');
    // C3 must be followed by a continuation byte 10xxxxxx; 0x41 is not one.
    expect(inputError(() => binaryToText('11000011 01000001')).message).toMatch(/^Byte 2 \("01000001"\) at position 10 is not valid UTF-8: it cannot follow 0xC3/);
    expect(inputError(() => binaryToText('01000001\n11000011')).message).toMatch(/^Byte 2 \("11000011"\) at line 2, column 1 is not valid UTF-8: the text ends inside/);
  });
});

describe('text to binary: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(meta, textToBinaryState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => textToBinary(s));
    fuzzToolFunction((s: string) => binaryToText(s));
    fuzzToolFunction((s: string) => binaryToBytes(s));
    fuzzToolFunction((s: string) => binaryToText(s), fc.stringMatching(/^[01 \n]{0,60}$/));
  });
});
