import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { daysCalculatorTool } from './meta.js';
import { daysCalculatorState } from './state.js';
import { daysCalculator } from './days-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('daysCalculator', () => {
  it('transforms a known input', () => {
    expect(daysCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => daysCalculator(daysCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => daysCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(daysCalculatorTool, daysCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => daysCalculator(s));
  });
});
