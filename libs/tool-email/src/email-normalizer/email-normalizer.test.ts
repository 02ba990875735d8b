import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { emailNormalizerTool } from './meta.js';
import { emailNormalizerState } from './state.js';
import { emailNormalizer } from './email-normalizer.js';

// TODO: replace with vectors from the standard or a published reference.
describe('emailNormalizer', () => {
  it('transforms a known input', () => {
    expect(emailNormalizer('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => emailNormalizer(emailNormalizer(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => emailNormalizer('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(emailNormalizerTool, emailNormalizerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => emailNormalizer(s));
  });
});
