import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { slaCalculatorTool } from './meta.js';
import { slaCalculatorState } from './state.js';
import { slaCalculator } from './sla-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('slaCalculator', () => {
  it('transforms a known input', () => {
    expect(slaCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => slaCalculator(slaCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => slaCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(slaCalculatorTool, slaCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => slaCalculator(s));
  });
});
