import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { safelinkDecoderTool } from './meta.js';
import { safelinkDecoderState } from './state.js';
import { safelinkDecoder } from './safelink-decoder.js';

// TODO: replace with vectors from the standard or a published reference.
describe('safelinkDecoder', () => {
  it('transforms a known input', () => {
    expect(safelinkDecoder('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => safelinkDecoder(safelinkDecoder(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => safelinkDecoder('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(safelinkDecoderTool, safelinkDecoderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => safelinkDecoder(s));
  });
});
