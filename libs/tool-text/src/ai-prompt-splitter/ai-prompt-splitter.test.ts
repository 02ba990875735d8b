import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { aiPromptSplitterTool } from './meta.js';
import { aiPromptSplitterState } from './state.js';
import { aiPromptSplitter } from './ai-prompt-splitter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('aiPromptSplitter', () => {
  it('transforms a known input', () => {
    expect(aiPromptSplitter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => aiPromptSplitter(aiPromptSplitter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => aiPromptSplitter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(aiPromptSplitterTool, aiPromptSplitterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => aiPromptSplitter(s));
  });
});
