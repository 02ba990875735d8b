import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { illuminanceConverterTool } from './meta.js';
import { illuminanceConverterState } from './state.js';
import { illuminanceConverter } from './illuminance-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('illuminanceConverter', () => {
  it('transforms a known input', () => {
    expect(illuminanceConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => illuminanceConverter(illuminanceConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => illuminanceConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(illuminanceConverterTool, illuminanceConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => illuminanceConverter(s));
  });
});
