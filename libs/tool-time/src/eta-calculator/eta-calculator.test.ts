import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { etaCalculatorTool } from './meta.js';
import { etaCalculatorState } from './state.js';
import { etaCalculator } from './eta-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('etaCalculator', () => {
  it('transforms a known input', () => {
    expect(etaCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => etaCalculator(etaCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => etaCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(etaCalculatorTool, etaCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => etaCalculator(s));
  });
});
