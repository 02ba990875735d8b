import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { macBits, MAC_NOTATIONS, parseMac } from '../shared/mac.js';
import { macAddressGeneratorTool } from './meta.js';
import { macAddressGeneratorState } from './state.js';
import { checkMacQuantity, generateMacAddresses, macPrefixBits, type MacGeneratorOptions } from './mac-address-generator.js';

const base: MacGeneratorOptions = { quantity: 1, prefix: '', multicast: false, local: true, notation: 'colon', hexCase: 'lower' };
const constant = (byte: number) => (n: number) => new Uint8Array(n).fill(byte);

describe('generateMacAddresses', () => {
  it('sets the I/G and U/L bits as asked when there is no prefix (IEEE 802-2014 §8.2)', () => {
    // All-ones random bytes: only the two low bits of the first octet are ours.
    expect(generateMacAddresses(base, constant(0xff))).toEqual(['fe:ff:ff:ff:ff:ff']);
    expect(generateMacAddresses({ ...base, local: false }, constant(0xff))).toEqual(['fc:ff:ff:ff:ff:ff']);
    expect(generateMacAddresses({ ...base, multicast: true, local: false }, constant(0x00))).toEqual(['01:00:00:00:00:00']);
    expect(generateMacAddresses({ ...base, multicast: true }, constant(0x00))).toEqual(['03:00:00:00:00:00']);
  });

  it('keeps an OUI prefix and its own bits, in every notation and case', () => {
    // 64-16-7F: an MA-L block (universal, unicast).
    const options = { ...base, prefix: '64:16:7F', notation: 'hyphen' as const, hexCase: 'upper' as const };
    expect(generateMacAddresses(options, constant(0xab))).toEqual(['64-16-7F-AB-AB-AB']);
    expect(generateMacAddresses({ ...options, notation: 'dot', hexCase: 'lower' }, constant(0xab))).toEqual(['6416.7fab.abab']);
    expect(generateMacAddresses({ ...options, notation: 'bare' }, constant(0xab))).toEqual(['64167FABABAB']);
    // A 28-bit MA-M prefix: the 7th digit is the prefix's.
    expect(generateMacAddresses({ ...base, prefix: '0055DA5' }, constant(0xff))).toEqual(['00:55:da:5f:ff:ff']);
    expect(macPrefixBits('64:16:7F')).toEqual({ multicast: false, local: false });
    expect(macPrefixBits('33:33')).toEqual({ multicast: true, local: true });
    expect(macPrefixBits('6')).toBeNull();
  });

  it('every address parses, starts with the prefix, has the bits asked and is unique (fast-check, real CSPRNG)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 9 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...MAC_NOTATIONS),
        (prefix, quantity, multicast, local, notation) => {
          const out = generateMacAddresses({ quantity, prefix, multicast, local, notation, hexCase: 'lower' });
          expect(out).toHaveLength(quantity);
          expect(new Set(out).size).toBe(quantity);
          for (const mac of out) {
            const { bytes } = parseMac(mac);
            const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
            expect(hex.startsWith(prefix)).toBe(true);
            if (prefix.length < 2) expect(macBits(bytes)).toMatchObject({ multicast, local });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('draws the free bits from the CSPRNG: 1000 addresses cover every value of each free nibble', () => {
    const out = generateMacAddresses({ ...base, quantity: 1000, notation: 'bare' });
    for (let digit = 2; digit < 12; digit++) expect(new Set(out.map((m) => m[digit])).size).toBe(16);
  });

  it('names the bad part', () => {
    expect(expectToolInputError(() => checkMacQuantity(0)).message).toBe('Quantity must be a whole number from 1 to 1000 (got 0).');
    expect(expectToolInputError(() => checkMacQuantity(Number.NaN)).message).toMatch(/got nothing/);
    expect(expectToolInputError(() => generateMacAddresses({ ...base, prefix: '64:16:7X' })).message).toMatch(/^Character 8 "X" of the prefix/);
    expect(expectToolInputError(() => generateMacAddresses({ ...base, prefix: '00112233445', quantity: 17 })).message).toBe(
      'Only 16 different addresses start with this prefix and these bits; ask for 16 or fewer, or shorten the prefix.',
    );
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(macAddressGeneratorTool, macAddressGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => generateMacAddresses({ ...base, quantity: 2, prefix: s }));
    fuzzToolFunction((s: string) => macPrefixBits(s));
  });
});
