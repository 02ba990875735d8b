import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { textDiffTool } from './meta.js';
import { textDiffState } from './state.js';
import { textDiff } from './text-diff.js';

// TODO: replace with vectors from the standard or a published reference.
describe('textDiff', () => {
  it('transforms a known input', () => {
    expect(textDiff('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => textDiff(textDiff(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => textDiff('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(textDiffTool, textDiffState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => textDiff(s));
  });
});
