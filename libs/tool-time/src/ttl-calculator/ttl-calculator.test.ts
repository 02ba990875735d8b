import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ttlCalculatorTool } from './meta.js';
import { ttlCalculatorState } from './state.js';
import { ttlCalculator } from './ttl-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ttlCalculator', () => {
  it('transforms a known input', () => {
    expect(ttlCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ttlCalculator(ttlCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ttlCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ttlCalculatorTool, ttlCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ttlCalculator(s));
  });
});
