import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dateDurationCalculatorTool } from './meta.js';
import { dateDurationCalculatorState } from './state.js';
import { dateDurationCalculator } from './date-duration-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dateDurationCalculator', () => {
  it('transforms a known input', () => {
    expect(dateDurationCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dateDurationCalculator(dateDurationCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dateDurationCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dateDurationCalculatorTool, dateDurationCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dateDurationCalculator(s));
  });
});
