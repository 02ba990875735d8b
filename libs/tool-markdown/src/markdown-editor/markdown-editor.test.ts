import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { markdownEditorTool } from './meta.js';
import { markdownEditorState } from './state.js';
import { markdownEditor } from './markdown-editor.js';

// TODO: replace with vectors from the standard or a published reference.
describe('markdownEditor', () => {
  it('transforms a known input', () => {
    expect(markdownEditor('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => markdownEditor(markdownEditor(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => markdownEditor('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(markdownEditorTool, markdownEditorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => markdownEditor(s));
  });
});
