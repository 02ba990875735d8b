import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { geoDistanceCalculatorTool } from './meta.js';
import { geoDistanceCalculatorState } from './state.js';
import { geoDistanceCalculator } from './geo-distance-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('geoDistanceCalculator', () => {
  it('transforms a known input', () => {
    expect(geoDistanceCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => geoDistanceCalculator(geoDistanceCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => geoDistanceCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(geoDistanceCalculatorTool, geoDistanceCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => geoDistanceCalculator(s));
  });
});
