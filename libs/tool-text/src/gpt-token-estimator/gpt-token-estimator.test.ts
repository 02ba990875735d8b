import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { gptTokenEstimatorTool } from './meta.js';
import { gptTokenEstimatorState } from './state.js';
import { gptTokenEstimator } from './gpt-token-estimator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('gptTokenEstimator', () => {
  it('transforms a known input', () => {
    expect(gptTokenEstimator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => gptTokenEstimator(gptTokenEstimator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => gptTokenEstimator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(gptTokenEstimatorTool, gptTokenEstimatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => gptTokenEstimator(s));
  });
});
