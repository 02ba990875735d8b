import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { jqMemoTool } from './meta.js';
import { jqMemoState } from './state.js';
import { jqMemo } from './jq-memo.js';

// TODO: replace with vectors from the standard or a published reference.
describe('jqMemo', () => {
  it('transforms a known input', () => {
    expect(jqMemo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => jqMemo(jqMemo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => jqMemo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(jqMemoTool, jqMemoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jqMemo(s));
  });
});
