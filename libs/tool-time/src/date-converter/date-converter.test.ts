import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dateConverterTool } from './meta.js';
import { dateConverterState } from './state.js';
import { dateConverter } from './date-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dateConverter', () => {
  it('transforms a known input', () => {
    expect(dateConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dateConverter(dateConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dateConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dateConverterTool, dateConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dateConverter(s));
  });
});
