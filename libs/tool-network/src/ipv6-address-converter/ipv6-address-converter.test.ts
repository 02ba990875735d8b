import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipv6AddressConverterTool } from './meta.js';
import { ipv6AddressConverterState } from './state.js';
import { ipv6AddressConverter } from './ipv6-address-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipv6AddressConverter', () => {
  it('transforms a known input', () => {
    expect(ipv6AddressConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipv6AddressConverter(ipv6AddressConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipv6AddressConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipv6AddressConverterTool, ipv6AddressConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipv6AddressConverter(s));
  });
});
