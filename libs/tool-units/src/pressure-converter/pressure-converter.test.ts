import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pressureConverterTool } from './meta.js';
import { pressureConverterState } from './state.js';
import { pressureConverter } from './pressure-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('pressureConverter', () => {
  it('transforms a known input', () => {
    expect(pressureConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => pressureConverter(pressureConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => pressureConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pressureConverterTool, pressureConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => pressureConverter(s));
  });
});
