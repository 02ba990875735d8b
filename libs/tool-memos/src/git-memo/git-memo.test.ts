import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { gitMemoTool } from './meta.js';
import { gitMemoState } from './state.js';
import { gitMemo } from './git-memo.js';

// TODO: replace with vectors from the standard or a published reference.
describe('gitMemo', () => {
  it('transforms a known input', () => {
    expect(gitMemo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => gitMemo(gitMemo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => gitMemo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(gitMemoTool, gitMemoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => gitMemo(s));
  });
});
