import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { htmlWysiwygEditorTool } from './meta.js';
import { htmlWysiwygEditorState } from './state.js';
import { htmlWysiwygEditor } from './html-wysiwyg-editor.js';

// TODO: replace with vectors from the standard or a published reference.
describe('htmlWysiwygEditor', () => {
  it('transforms a known input', () => {
    expect(htmlWysiwygEditor('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => htmlWysiwygEditor(htmlWysiwygEditor(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => htmlWysiwygEditor('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(htmlWysiwygEditorTool, htmlWysiwygEditorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => htmlWysiwygEditor(s));
  });
});
