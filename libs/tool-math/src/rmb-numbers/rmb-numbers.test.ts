import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { rmbNumbersTool } from './meta.js';
import { rmbNumbersState } from './state.js';
import { rmbNumbers } from './rmb-numbers.js';

// TODO: replace with vectors from the standard or a published reference.
describe('rmbNumbers', () => {
  it('transforms a known input', () => {
    expect(rmbNumbers('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => rmbNumbers(rmbNumbers(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => rmbNumbers('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(rmbNumbersTool, rmbNumbersState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => rmbNumbers(s));
  });
});
