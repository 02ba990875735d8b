import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { markdownCheatsheetTool } from './meta.js';
import { markdownCheatsheetState } from './state.js';
import { markdownCheatsheet } from './markdown-cheatsheet.js';

// TODO: replace with vectors from the standard or a published reference.
describe('markdownCheatsheet', () => {
  it('transforms a known input', () => {
    expect(markdownCheatsheet('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => markdownCheatsheet(markdownCheatsheet(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => markdownCheatsheet('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(markdownCheatsheetTool, markdownCheatsheetState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => markdownCheatsheet(s));
  });
});
