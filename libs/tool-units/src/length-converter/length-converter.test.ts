import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { lengthConverterTool } from './meta.js';
import { lengthConverterState } from './state.js';
import { lengthConverter } from './length-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('lengthConverter', () => {
  it('transforms a known input', () => {
    expect(lengthConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => lengthConverter(lengthConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => lengthConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(lengthConverterTool, lengthConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => lengthConverter(s));
  });
});
