import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { manyUnitsConverterTool } from './meta.js';
import { manyUnitsConverterState } from './state.js';
import { manyUnitsConverter } from './many-units-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('manyUnitsConverter', () => {
  it('transforms a known input', () => {
    expect(manyUnitsConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => manyUnitsConverter(manyUnitsConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => manyUnitsConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(manyUnitsConverterTool, manyUnitsConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => manyUnitsConverter(s));
  });
});
