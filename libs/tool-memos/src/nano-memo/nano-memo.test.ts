import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { nanoMemoTool } from './meta.js';
import { nanoMemoState } from './state.js';
import { nanoMemo } from './nano-memo.js';

// TODO: replace with vectors from the standard or a published reference.
describe('nanoMemo', () => {
  it('transforms a known input', () => {
    expect(nanoMemo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => nanoMemo(nanoMemo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => nanoMemo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(nanoMemoTool, nanoMemoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => nanoMemo(s));
  });
});
