import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageConverterTool } from './meta.js';
import { imageConverterState } from './state.js';
import { imageConverter } from './image-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('imageConverter', () => {
  it('transforms a known input', () => {
    expect(imageConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => imageConverter(imageConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => imageConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(imageConverterTool, imageConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => imageConverter(s));
  });
});
