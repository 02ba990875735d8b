import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { aspectRatioCalculatorTool } from './meta.js';
import { aspectRatioCalculatorState } from './state.js';
import { aspectRatioCalculator } from './aspect-ratio-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('aspectRatioCalculator', () => {
  it('transforms a known input', () => {
    expect(aspectRatioCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => aspectRatioCalculator(aspectRatioCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => aspectRatioCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(aspectRatioCalculatorTool, aspectRatioCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => aspectRatioCalculator(s));
  });
});
