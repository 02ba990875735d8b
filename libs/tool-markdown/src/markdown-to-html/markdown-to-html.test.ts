import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { markdownToHtmlTool } from './meta.js';
import { markdownToHtmlState } from './state.js';
import { markdownToHtml } from './markdown-to-html.js';

// TODO: replace with vectors from the standard or a published reference.
describe('markdownToHtml', () => {
  it('transforms a known input', () => {
    expect(markdownToHtml('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => markdownToHtml(markdownToHtml(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => markdownToHtml('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(markdownToHtmlTool, markdownToHtmlState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => markdownToHtml(s));
  });
});
