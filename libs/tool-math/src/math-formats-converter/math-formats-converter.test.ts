import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { mathFormatsConverterTool } from './meta.js';
import { mathFormatsConverterState } from './state.js';
import { mathFormatsConverter } from './math-formats-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('mathFormatsConverter', () => {
  it('transforms a known input', () => {
    expect(mathFormatsConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => mathFormatsConverter(mathFormatsConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => mathFormatsConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(mathFormatsConverterTool, mathFormatsConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => mathFormatsConverter(s));
  });
});
