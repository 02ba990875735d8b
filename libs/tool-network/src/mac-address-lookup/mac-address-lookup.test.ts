import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { macAddressLookupTool } from './meta.js';
import { macAddressLookupState } from './state.js';
import { macAddressLookup } from './mac-address-lookup.js';

// TODO: replace with vectors from the standard or a published reference.
describe('macAddressLookup', () => {
  it('transforms a known input', () => {
    expect(macAddressLookup('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => macAddressLookup(macAddressLookup(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => macAddressLookup('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(macAddressLookupTool, macAddressLookupState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => macAddressLookup(s));
  });
});
