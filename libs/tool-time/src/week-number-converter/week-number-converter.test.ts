import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { weekNumberConverterTool } from './meta.js';
import { weekNumberConverterState } from './state.js';
import { weekNumberConverter } from './week-number-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('weekNumberConverter', () => {
  it('transforms a known input', () => {
    expect(weekNumberConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => weekNumberConverter(weekNumberConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => weekNumberConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(weekNumberConverterTool, weekNumberConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => weekNumberConverter(s));
  });
});
