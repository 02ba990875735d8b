import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { barcodeGeneratorTool } from './meta.js';
import { barcodeGeneratorState } from './state.js';
import { barcodeGenerator } from './barcode-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('barcodeGenerator', () => {
  it('transforms a known input', () => {
    expect(barcodeGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => barcodeGenerator(barcodeGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => barcodeGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(barcodeGeneratorTool, barcodeGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => barcodeGenerator(s));
  });
});
