import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { currencyConverterTool } from './meta.js';
import { currencyConverterState } from './state.js';
import { currencyConverter } from './currency-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('currencyConverter', () => {
  it('transforms a known input', () => {
    expect(currencyConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => currencyConverter(currencyConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => currencyConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(currencyConverterTool, currencyConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => currencyConverter(s));
  });
});
