import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { angleConverterTool } from './meta.js';
import { angleConverterState } from './state.js';
import { angleConverter } from './angle-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('angleConverter', () => {
  it('transforms a known input', () => {
    expect(angleConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => angleConverter(angleConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => angleConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(angleConverterTool, angleConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => angleConverter(s));
  });
});
