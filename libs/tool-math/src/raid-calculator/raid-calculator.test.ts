import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { raidCalculatorTool } from './meta.js';
import { raidCalculatorState } from './state.js';
import { raidCalculator } from './raid-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('raidCalculator', () => {
  it('transforms a known input', () => {
    expect(raidCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => raidCalculator(raidCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => raidCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(raidCalculatorTool, raidCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => raidCalculator(s));
  });
});
