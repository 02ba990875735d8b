import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dataStorageUnitConverterTool } from './meta.js';
import { dataStorageUnitConverterState } from './state.js';
import { dataStorageUnitConverter } from './data-storage-unit-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dataStorageUnitConverter', () => {
  it('transforms a known input', () => {
    expect(dataStorageUnitConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dataStorageUnitConverter(dataStorageUnitConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dataStorageUnitConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dataStorageUnitConverterTool, dataStorageUnitConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dataStorageUnitConverter(s));
  });
});
