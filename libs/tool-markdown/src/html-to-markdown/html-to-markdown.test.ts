import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { htmlToMarkdownTool } from './meta.js';
import { htmlToMarkdownState } from './state.js';
import { htmlToMarkdown } from './html-to-markdown.js';

// TODO: replace with vectors from the standard or a published reference.
describe('htmlToMarkdown', () => {
  it('transforms a known input', () => {
    expect(htmlToMarkdown('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => htmlToMarkdown(htmlToMarkdown(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => htmlToMarkdown('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(htmlToMarkdownTool, htmlToMarkdownState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => htmlToMarkdown(s));
  });
});
