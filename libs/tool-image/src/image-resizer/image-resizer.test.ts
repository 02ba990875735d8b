import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageResizerTool } from './meta.js';
import { imageResizerState } from './state.js';
import { imageResizer } from './image-resizer.js';

// TODO: replace with vectors from the standard or a published reference.
describe('imageResizer', () => {
  it('transforms a known input', () => {
    expect(imageResizer('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => imageResizer(imageResizer(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => imageResizer('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(imageResizerTool, imageResizerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => imageResizer(s));
  });
});
