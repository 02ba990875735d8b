import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sharepointDecoderTool } from './meta.js';
import { sharepointDecoderState } from './state.js';
import { sharepointDecoder } from './sharepoint-decoder.js';

// TODO: replace with vectors from the standard or a published reference.
describe('sharepointDecoder', () => {
  it('transforms a known input', () => {
    expect(sharepointDecoder('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => sharepointDecoder(sharepointDecoder(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => sharepointDecoder('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(sharepointDecoderTool, sharepointDecoderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => sharepointDecoder(s));
  });
});
