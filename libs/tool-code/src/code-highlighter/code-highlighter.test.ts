import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { codeHighlighterTool } from './meta.js';
import { codeHighlighterState } from './state.js';
import { codeHighlighter } from './code-highlighter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('codeHighlighter', () => {
  it('transforms a known input', () => {
    expect(codeHighlighter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => codeHighlighter(codeHighlighter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => codeHighlighter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(codeHighlighterTool, codeHighlighterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => codeHighlighter(s));
  });
});
