import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { vatValidatorTool } from './meta.js';
import { vatValidatorState } from './state.js';
import { vatValidator } from './vat-validator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('vatValidator', () => {
  it('transforms a known input', () => {
    expect(vatValidator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => vatValidator(vatValidator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => vatValidator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(vatValidatorTool, vatValidatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => vatValidator(s));
  });
});
