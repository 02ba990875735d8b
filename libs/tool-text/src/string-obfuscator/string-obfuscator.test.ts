import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { graphemeCount, graphemes } from '../shared/graphemes.js';
import { stringObfuscatorTool } from './meta.js';
import { stringObfuscatorState } from './state.js';
import { obfuscateString } from './string-obfuscator.js';

describe('obfuscateString', () => {
  it('keeps the first and last 4 characters by default (it-tools default)', () => {
    expect(obfuscateString('sk-1234567890abcd')).toBe('sk-1*********abcd');
  });

  it('keeps spaces inside the masked part unless told not to (PCI DSS 3.4.1 shows at most the last 4 digits)', () => {
    expect(obfuscateString('4111 1111 1111 1111', { keepFirst: 0, keepLast: 4 })).toBe('**** **** **** 1111');
    expect(obfuscateString('4111 1111 1111 1111', { keepFirst: 0, keepLast: 4, keepSpaces: false })).toBe('***************1111');
  });

  it('counts user-perceived characters (UAX #29)', () => {
    // Each flag is one character of two regional indicators; "e\u0301" is one character.
    expect(obfuscateString('🇫🇷🇩🇪🇮🇹🇪🇸', { keepFirst: 1, keepLast: 1, maskChar: '#' })).toBe('🇫🇷##🇪🇸');
    expect(obfuscateString('cafe\u0301s', { keepFirst: 1, keepLast: 1, maskChar: '👍🏽' })).toBe('c👍🏽👍🏽👍🏽s');
  });

  it('leaves a text shorter than what is kept unchanged', () => {
    expect(obfuscateString('abc')).toBe('abc');
    expect(obfuscateString('')).toBe('');
  });

  it('obfuscates each line on its own and can hide the length', () => {
    expect(obfuscateString('abcdefgh\r\n123456789', { per: 'line', keepFirst: 1, keepLast: 1 })).toBe('a******h\r\n1*******9');
    expect(obfuscateString('abcdefghijklmnop', { keepFirst: 2, keepLast: 2, fixedMaskLength: 3 })).toBe('ab***op');
  });

  it('keeps the length in characters and the kept ends', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.nat(6), fc.nat(6), (s, first, last) => {
        const out = obfuscateString(s, { keepFirst: first, keepLast: last, keepSpaces: false });
        const a = graphemes(s);
        const b = graphemes(out);
        if (first + last >= a.length) return out === s;
        return graphemeCount(out) === a.length && b.slice(0, first).join('') === a.slice(0, first).join('') && (last === 0 || b.slice(-last).join('') === a.slice(-last).join(''));
      }),
    );
  });

  it('rejects a bad mask or count with a message naming the field', () => {
    expect(() => obfuscateString('secret', { maskChar: '' })).toThrow(/Mask character/);
    expect(() => obfuscateString('secret', { maskChar: 'ab' })).toThrow(ToolInputError);
    expect(() => obfuscateString('secret', { keepFirst: -1 })).toThrow(/Keep first/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(stringObfuscatorTool, stringObfuscatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => obfuscateString(s));
    fuzzToolFunction((s: string) => obfuscateString('secret value', { maskChar: s }));
    fuzzToolFunction((s: string) => obfuscateString(s, { per: 'line', keepFirst: 1, keepLast: 0, fixedMaskLength: 5 }));
  });
});
