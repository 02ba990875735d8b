import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { heicConverterTool } from './meta.js';
import { heicConverterState } from './state.js';
import { heicConverter } from './heic-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('heicConverter', () => {
  it('transforms a known input', () => {
    expect(heicConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => heicConverter(heicConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => heicConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(heicConverterTool, heicConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => heicConverter(s));
  });
});
