import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { rsaEcdsaSigningTool } from './meta.js';
import { rsaEcdsaSigningState } from './state.js';
import { rsaEcdsaSigning } from './rsa-ecdsa-signing.js';

// TODO: replace with vectors from the standard or a published reference.
describe('rsaEcdsaSigning', () => {
  it('transforms a known input', () => {
    expect(rsaEcdsaSigning('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => rsaEcdsaSigning(rsaEcdsaSigning(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => rsaEcdsaSigning('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(rsaEcdsaSigningTool, rsaEcdsaSigningState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => rsaEcdsaSigning(s));
  });
});
