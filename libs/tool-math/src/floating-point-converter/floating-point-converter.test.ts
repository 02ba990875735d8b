import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { floatingPointConverterTool } from './meta.js';
import { floatingPointConverterState } from './state.js';
import { floatingPointConverter } from './floating-point-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('floatingPointConverter', () => {
  it('transforms a known input', () => {
    expect(floatingPointConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => floatingPointConverter(floatingPointConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => floatingPointConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(floatingPointConverterTool, floatingPointConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => floatingPointConverter(s));
  });
});
