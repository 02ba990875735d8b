import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ocrImageTool } from './meta.js';
import { ocrImageState } from './state.js';
import { ocrImage } from './ocr-image.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ocrImage', () => {
  it('transforms a known input', () => {
    expect(ocrImage('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ocrImage(ocrImage(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ocrImage('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ocrImageTool, ocrImageState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ocrImage(s));
  });
});
