import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { percentageCalculatorTool } from './meta.js';
import { percentageCalculatorState } from './state.js';
import { percentageCalculator } from './percentage-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('percentageCalculator', () => {
  it('transforms a known input', () => {
    expect(percentageCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => percentageCalculator(percentageCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => percentageCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(percentageCalculatorTool, percentageCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => percentageCalculator(s));
  });
});
