import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pasteAsMarkdownTool } from './meta.js';
import { pasteAsMarkdownState } from './state.js';
import { pasteAsMarkdown } from './paste-as-markdown.js';

// TODO: replace with vectors from the standard or a published reference.
describe('pasteAsMarkdown', () => {
  it('transforms a known input', () => {
    expect(pasteAsMarkdown('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => pasteAsMarkdown(pasteAsMarkdown(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => pasteAsMarkdown('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pasteAsMarkdownTool, pasteAsMarkdownState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => pasteAsMarkdown(s));
  });
});
