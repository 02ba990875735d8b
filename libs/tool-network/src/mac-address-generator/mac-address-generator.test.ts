import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { macAddressGeneratorTool } from './meta.js';
import { macAddressGeneratorState } from './state.js';
import { macAddressGenerator } from './mac-address-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('macAddressGenerator', () => {
  it('transforms a known input', () => {
    expect(macAddressGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => macAddressGenerator(macAddressGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => macAddressGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(macAddressGeneratorTool, macAddressGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => macAddressGenerator(s));
  });
});
