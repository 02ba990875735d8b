import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { rsaKeyPairGeneratorTool } from './meta.js';
import { rsaKeyPairGeneratorState } from './state.js';
import { rsaKeyPairGenerator } from './rsa-key-pair-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('rsaKeyPairGenerator', () => {
  it('transforms a known input', () => {
    expect(rsaKeyPairGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => rsaKeyPairGenerator(rsaKeyPairGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => rsaKeyPairGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(rsaKeyPairGeneratorTool, rsaKeyPairGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => rsaKeyPairGenerator(s));
  });
});
