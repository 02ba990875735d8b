import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { macAddressConverterTool } from './meta.js';
import { macAddressConverterState } from './state.js';
import { macAddressConverter } from './mac-address-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('macAddressConverter', () => {
  it('transforms a known input', () => {
    expect(macAddressConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => macAddressConverter(macAddressConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => macAddressConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(macAddressConverterTool, macAddressConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => macAddressConverter(s));
  });
});
