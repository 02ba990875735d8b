import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { mathEvaluatorTool } from './meta.js';
import { mathEvaluatorState } from './state.js';
import { mathEvaluator } from './math-evaluator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('mathEvaluator', () => {
  it('transforms a known input', () => {
    expect(mathEvaluator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => mathEvaluator(mathEvaluator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => mathEvaluator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(mathEvaluatorTool, mathEvaluatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => mathEvaluator(s));
  });
});
