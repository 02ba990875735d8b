import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { hddCalculatorTool } from './meta.js';
import { hddCalculatorState } from './state.js';
import { hddCalculator } from './hdd-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('hddCalculator', () => {
  it('transforms a known input', () => {
    expect(hddCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => hddCalculator(hddCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => hddCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(hddCalculatorTool, hddCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => hddCalculator(s));
  });
});
