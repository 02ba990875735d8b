import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageExifReaderTool } from './meta.js';
import { imageExifReaderState } from './state.js';
import { imageExifReader } from './image-exif-reader.js';

// TODO: replace with vectors from the standard or a published reference.
describe('imageExifReader', () => {
  it('transforms a known input', () => {
    expect(imageExifReader('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => imageExifReader(imageExifReader(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => imageExifReader('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(imageExifReaderTool, imageExifReaderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => imageExifReader(s));
  });
});
