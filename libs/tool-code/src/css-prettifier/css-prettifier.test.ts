import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cssPrettifierTool } from './meta.js';
import { cssPrettifierState } from './state.js';
import { cssPrettifier } from './css-prettifier.js';

// TODO: replace with vectors from the standard or a published reference.
describe('cssPrettifier', () => {
  it('transforms a known input', () => {
    expect(cssPrettifier('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => cssPrettifier(cssPrettifier(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => cssPrettifier('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(cssPrettifierTool, cssPrettifierState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cssPrettifier(s));
  });
});
