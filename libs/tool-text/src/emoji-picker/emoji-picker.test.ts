import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { emojiPickerTool } from './meta.js';
import { emojiPickerState } from './state.js';
import { emojiPicker } from './emoji-picker.js';

// TODO: replace with vectors from the standard or a published reference.
describe('emojiPicker', () => {
  it('transforms a known input', () => {
    expect(emojiPicker('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => emojiPicker(emojiPicker(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => emojiPicker('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(emojiPickerTool, emojiPickerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => emojiPicker(s));
  });
});
