import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ed25519KeyPairGeneratorTool } from './meta.js';
import { ed25519KeyPairGeneratorState } from './state.js';
import { ed25519KeyPairGenerator } from './ed25519-key-pair-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ed25519KeyPairGenerator', () => {
  it('transforms a known input', () => {
    expect(ed25519KeyPairGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ed25519KeyPairGenerator(ed25519KeyPairGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ed25519KeyPairGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ed25519KeyPairGeneratorTool, ed25519KeyPairGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ed25519KeyPairGenerator(s));
  });
});
