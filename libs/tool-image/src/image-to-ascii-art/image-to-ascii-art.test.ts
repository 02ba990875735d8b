import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageToAsciiArtTool } from './meta.js';
import { imageToAsciiArtState } from './state.js';
import { imageToAsciiArt } from './image-to-ascii-art.js';

// TODO: replace with vectors from the standard or a published reference.
describe('imageToAsciiArt', () => {
  it('transforms a known input', () => {
    expect(imageToAsciiArt('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => imageToAsciiArt(imageToAsciiArt(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => imageToAsciiArt('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(imageToAsciiArtTool, imageToAsciiArtState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => imageToAsciiArt(s));
  });
});
