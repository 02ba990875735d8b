import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { xVrSpamcauseDecoderTool } from './meta.js';
import { xVrSpamcauseDecoderState } from './state.js';
import { xVrSpamcauseDecoder } from './x-vr-spamcause-decoder.js';

// TODO: replace with vectors from the standard or a published reference.
describe('xVrSpamcauseDecoder', () => {
  it('transforms a known input', () => {
    expect(xVrSpamcauseDecoder('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => xVrSpamcauseDecoder(xVrSpamcauseDecoder(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => xVrSpamcauseDecoder('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(xVrSpamcauseDecoderTool, xVrSpamcauseDecoderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => xVrSpamcauseDecoder(s));
  });
});
