import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { romanNumeralConverterTool } from './meta.js';
import { romanNumeralConverterState } from './state.js';
import { romanNumeralConverter } from './roman-numeral-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('romanNumeralConverter', () => {
  it('transforms a known input', () => {
    expect(romanNumeralConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => romanNumeralConverter(romanNumeralConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => romanNumeralConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(romanNumeralConverterTool, romanNumeralConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => romanNumeralConverter(s));
  });
});
