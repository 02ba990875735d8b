import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipv4AddressConverterTool } from './meta.js';
import { ipv4AddressConverterState } from './state.js';
import { ipv4AddressConverter } from './ipv4-address-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipv4AddressConverter', () => {
  it('transforms a known input', () => {
    expect(ipv4AddressConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipv4AddressConverter(ipv4AddressConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipv4AddressConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipv4AddressConverterTool, ipv4AddressConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipv4AddressConverter(s));
  });
});
