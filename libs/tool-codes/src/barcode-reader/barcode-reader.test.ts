import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { barcodeReaderTool } from './meta.js';
import { barcodeReaderState } from './state.js';
import { barcodeReader } from './barcode-reader.js';

// TODO: replace with vectors from the standard or a published reference.
describe('barcodeReader', () => {
  it('transforms a known input', () => {
    expect(barcodeReader('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => barcodeReader(barcodeReader(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => barcodeReader('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(barcodeReaderTool, barcodeReaderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => barcodeReader(s));
  });
});
