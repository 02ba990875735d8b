import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { portNumbersTool } from './meta.js';
import { portNumbersState } from './state.js';
import { portNumbers } from './port-numbers.js';

// TODO: replace with vectors from the standard or a published reference.
describe('portNumbers', () => {
  it('transforms a known input', () => {
    expect(portNumbers('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => portNumbers(portNumbers(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => portNumbers('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(portNumbersTool, portNumbersState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => portNumbers(s));
  });
});
