import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { extractTextFromHtmlTool } from './meta.js';
import { extractTextFromHtmlState } from './state.js';
import { extractTextFromHtml } from './extract-text-from-html.js';

// TODO: replace with vectors from the standard or a published reference.
describe('extractTextFromHtml', () => {
  it('transforms a known input', () => {
    expect(extractTextFromHtml('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => extractTextFromHtml(extractTextFromHtml(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => extractTextFromHtml('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(extractTextFromHtmlTool, extractTextFromHtmlState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => extractTextFromHtml(s));
  });
});
