import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { durationCalculatorTool } from './meta.js';
import { durationCalculatorState } from './state.js';
import { durationCalculator } from './duration-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('durationCalculator', () => {
  it('transforms a known input', () => {
    expect(durationCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => durationCalculator(durationCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => durationCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(durationCalculatorTool, durationCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => durationCalculator(s));
  });
});
