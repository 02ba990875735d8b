import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { commonRegexMemoTool } from './meta.js';
import { commonRegexMemoState } from './state.js';
import { commonRegexMemo } from './common-regex-memo.js';

// TODO: replace with vectors from the standard or a published reference.
describe('commonRegexMemo', () => {
  it('transforms a known input', () => {
    expect(commonRegexMemo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => commonRegexMemo(commonRegexMemo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => commonRegexMemo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(commonRegexMemoTool, commonRegexMemoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => commonRegexMemo(s));
  });
});
