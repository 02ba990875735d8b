import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { smartTextReplacerTool } from './meta.js';
import { smartTextReplacerState } from './state.js';
import { smartTextReplacer } from './smart-text-replacer.js';

// TODO: replace with vectors from the standard or a published reference.
describe('smartTextReplacer', () => {
  it('transforms a known input', () => {
    expect(smartTextReplacer('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => smartTextReplacer(smartTextReplacer(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => smartTextReplacer('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(smartTextReplacerTool, smartTextReplacerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => smartTextReplacer(s));
  });
});
