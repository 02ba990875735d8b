import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { qrCodeDecoderTool } from './meta.js';
import { qrCodeDecoderState } from './state.js';
import { qrCodeDecoder } from './qr-code-decoder.js';

// TODO: replace with vectors from the standard or a published reference.
describe('qrCodeDecoder', () => {
  it('transforms a known input', () => {
    expect(qrCodeDecoder('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => qrCodeDecoder(qrCodeDecoder(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => qrCodeDecoder('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(qrCodeDecoderTool, qrCodeDecoderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => qrCodeDecoder(s));
  });
});
