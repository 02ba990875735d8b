import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { luhnValidatorTool } from './meta.js';
import { luhnValidatorState } from './state.js';
import { luhnValidator } from './luhn-validator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('luhnValidator', () => {
  it('transforms a known input', () => {
    expect(luhnValidator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => luhnValidator(luhnValidator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => luhnValidator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(luhnValidatorTool, luhnValidatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => luhnValidator(s));
  });
});
