import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { xpathMemoTool } from './meta.js';
import { xpathMemoState } from './state.js';
import { xpathMemo } from './xpath-memo.js';

// TODO: replace with vectors from the standard or a published reference.
describe('xpathMemo', () => {
  it('transforms a known input', () => {
    expect(xpathMemo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => xpathMemo(xpathMemo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => xpathMemo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(xpathMemoTool, xpathMemoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => xpathMemo(s));
  });
});
