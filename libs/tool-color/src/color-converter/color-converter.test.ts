import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { colorConverterTool } from './meta.js';
import { colorConverterState } from './state.js';
import { colorConverter } from './color-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('colorConverter', () => {
  it('transforms a known input', () => {
    expect(colorConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => colorConverter(colorConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => colorConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(colorConverterTool, colorConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => colorConverter(s));
  });
});
