import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { forceConverterTool } from './meta.js';
import { forceConverterState } from './state.js';
import { forceConverter } from './force-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('forceConverter', () => {
  it('transforms a known input', () => {
    expect(forceConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => forceConverter(forceConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => forceConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(forceConverterTool, forceConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => forceConverter(s));
  });
});
