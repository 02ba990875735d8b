import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { areaConverterTool } from './meta.js';
import { areaConverterState } from './state.js';
import { areaConverter } from './area-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('areaConverter', () => {
  it('transforms a known input', () => {
    expect(areaConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => areaConverter(areaConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => areaConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(areaConverterTool, areaConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => areaConverter(s));
  });
});
