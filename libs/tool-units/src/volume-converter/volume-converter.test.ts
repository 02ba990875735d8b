import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { volumeConverterTool } from './meta.js';
import { volumeConverterState } from './state.js';
import { volumeConverter } from './volume-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('volumeConverter', () => {
  it('transforms a known input', () => {
    expect(volumeConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => volumeConverter(volumeConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => volumeConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(volumeConverterTool, volumeConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => volumeConverter(s));
  });
});
