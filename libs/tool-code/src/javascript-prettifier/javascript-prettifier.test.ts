import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { javascriptPrettifierTool } from './meta.js';
import { javascriptPrettifierState } from './state.js';
import { javascriptPrettifier } from './javascript-prettifier.js';

// TODO: replace with vectors from the standard or a published reference.
describe('javascriptPrettifier', () => {
  it('transforms a known input', () => {
    expect(javascriptPrettifier('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => javascriptPrettifier(javascriptPrettifier(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => javascriptPrettifier('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(javascriptPrettifierTool, javascriptPrettifierState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => javascriptPrettifier(s));
  });
});
