import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { icoConverterTool } from './meta.js';
import { icoConverterState } from './state.js';
import { icoConverter } from './ico-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('icoConverter', () => {
  it('transforms a known input', () => {
    expect(icoConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => icoConverter(icoConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => icoConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(icoConverterTool, icoConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => icoConverter(s));
  });
});
