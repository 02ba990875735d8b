import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { powerConverterTool } from './meta.js';
import { powerConverterState } from './state.js';
import { powerConverter } from './power-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('powerConverter', () => {
  it('transforms a known input', () => {
    expect(powerConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => powerConverter(powerConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => powerConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(powerConverterTool, powerConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => powerConverter(s));
  });
});
