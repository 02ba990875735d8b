import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { colorWheelTool } from './meta.js';
import { colorWheelState } from './state.js';
import { colorWheel } from './color-wheel.js';

// TODO: replace with vectors from the standard or a published reference.
describe('colorWheel', () => {
  it('transforms a known input', () => {
    expect(colorWheel('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => colorWheel(colorWheel(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => colorWheel('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(colorWheelTool, colorWheelState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => colorWheel(s));
  });
});
