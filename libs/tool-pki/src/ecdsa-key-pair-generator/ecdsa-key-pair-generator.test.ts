import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ecdsaKeyPairGeneratorTool } from './meta.js';
import { ecdsaKeyPairGeneratorState } from './state.js';
import { ecdsaKeyPairGenerator } from './ecdsa-key-pair-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ecdsaKeyPairGenerator', () => {
  it('transforms a known input', () => {
    expect(ecdsaKeyPairGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ecdsaKeyPairGenerator(ecdsaKeyPairGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ecdsaKeyPairGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ecdsaKeyPairGeneratorTool, ecdsaKeyPairGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ecdsaKeyPairGenerator(s));
  });
});
