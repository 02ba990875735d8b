import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { jsonpathMemoTool } from './meta.js';
import { jsonpathMemoState } from './state.js';
import { jsonpathMemo } from './jsonpath-memo.js';

// TODO: replace with vectors from the standard or a published reference.
describe('jsonpathMemo', () => {
  it('transforms a known input', () => {
    expect(jsonpathMemo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => jsonpathMemo(jsonpathMemo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => jsonpathMemo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(jsonpathMemoTool, jsonpathMemoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsonpathMemo(s));
  });
});
