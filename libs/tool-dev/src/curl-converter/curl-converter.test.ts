import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { curlConverterTool } from './meta.js';
import { curlConverterState } from './state.js';
import { curlConverter } from './curl-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('curlConverter', () => {
  it('transforms a known input', () => {
    expect(curlConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => curlConverter(curlConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => curlConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(curlConverterTool, curlConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => curlConverter(s));
  });
});
