import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { removeExifTool } from './meta.js';
import { removeExifState } from './state.js';
import { removeExif } from './remove-exif.js';

// TODO: replace with vectors from the standard or a published reference.
describe('removeExif', () => {
  it('transforms a known input', () => {
    expect(removeExif('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => removeExif(removeExif(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => removeExif('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(removeExifTool, removeExifState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => removeExif(s));
  });
});
