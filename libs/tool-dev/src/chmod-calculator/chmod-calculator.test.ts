import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { chmodCalculatorTool } from './meta.js';
import { chmodCalculatorState } from './state.js';
import { chmodCalculator } from './chmod-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('chmodCalculator', () => {
  it('transforms a known input', () => {
    expect(chmodCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => chmodCalculator(chmodCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => chmodCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(chmodCalculatorTool, chmodCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => chmodCalculator(s));
  });
});
