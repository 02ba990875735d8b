import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { massConverterTool } from './meta.js';
import { massConverterState } from './state.js';
import { massConverter } from './mass-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('massConverter', () => {
  it('transforms a known input', () => {
    expect(massConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => massConverter(massConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => massConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(massConverterTool, massConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => massConverter(s));
  });
});
