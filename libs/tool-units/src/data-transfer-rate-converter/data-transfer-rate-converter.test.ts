import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dataTransferRateConverterTool } from './meta.js';
import { dataTransferRateConverterState } from './state.js';
import { dataTransferRateConverter } from './data-transfer-rate-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dataTransferRateConverter', () => {
  it('transforms a known input', () => {
    expect(dataTransferRateConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dataTransferRateConverter(dataTransferRateConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dataTransferRateConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dataTransferRateConverterTool, dataTransferRateConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dataTransferRateConverter(s));
  });
});
