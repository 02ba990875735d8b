import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { baseConverterTool } from './meta.js';
import { baseConverterState } from './state.js';
import { baseConverter } from './base-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('baseConverter', () => {
  it('transforms a known input', () => {
    expect(baseConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => baseConverter(baseConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => baseConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(baseConverterTool, baseConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => baseConverter(s));
  });
});
