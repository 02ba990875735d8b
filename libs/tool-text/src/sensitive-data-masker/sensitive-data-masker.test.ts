import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sensitiveDataMaskerTool } from './meta.js';
import { sensitiveDataMaskerState } from './state.js';
import { sensitiveDataMasker } from './sensitive-data-masker.js';

// TODO: replace with vectors from the standard or a published reference.
describe('sensitiveDataMasker', () => {
  it('transforms a known input', () => {
    expect(sensitiveDataMasker('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => sensitiveDataMasker(sensitiveDataMasker(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => sensitiveDataMasker('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(sensitiveDataMaskerTool, sensitiveDataMaskerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => sensitiveDataMasker(s));
  });
});
