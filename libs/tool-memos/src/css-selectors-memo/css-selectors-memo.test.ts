import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cssSelectorsMemoTool } from './meta.js';
import { cssSelectorsMemoState } from './state.js';
import { cssSelectorsMemo } from './css-selectors-memo.js';

// TODO: replace with vectors from the standard or a published reference.
describe('cssSelectorsMemo', () => {
  it('transforms a known input', () => {
    expect(cssSelectorsMemo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => cssSelectorsMemo(cssSelectorsMemo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => cssSelectorsMemo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(cssSelectorsMemoTool, cssSelectorsMemoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cssSelectorsMemo(s));
  });
});
