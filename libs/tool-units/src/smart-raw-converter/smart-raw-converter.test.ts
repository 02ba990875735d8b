import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { smartRawConverterTool } from './meta.js';
import { smartRawConverterState } from './state.js';
import { smartRawConverter } from './smart-raw-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('smartRawConverter', () => {
  it('transforms a known input', () => {
    expect(smartRawConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => smartRawConverter(smartRawConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => smartRawConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(smartRawConverterTool, smartRawConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => smartRawConverter(s));
  });
});
