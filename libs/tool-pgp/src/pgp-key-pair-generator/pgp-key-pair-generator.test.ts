import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pgpKeyPairGeneratorTool } from './meta.js';
import { pgpKeyPairGeneratorState } from './state.js';
import { pgpKeyPairGenerator } from './pgp-key-pair-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('pgpKeyPairGenerator', () => {
  it('transforms a known input', () => {
    expect(pgpKeyPairGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => pgpKeyPairGenerator(pgpKeyPairGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => pgpKeyPairGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pgpKeyPairGeneratorTool, pgpKeyPairGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => pgpKeyPairGenerator(s));
  });
});
