import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { regexMemoTool } from './meta.js';
import { regexMemoState } from './state.js';
import { regexMemo } from './regex-memo.js';

// TODO: replace with vectors from the standard or a published reference.
describe('regexMemo', () => {
  it('transforms a known input', () => {
    expect(regexMemo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => regexMemo(regexMemo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => regexMemo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(regexMemoTool, regexMemoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => regexMemo(s));
  });
});
