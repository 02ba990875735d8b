import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { chronometerTool } from './meta.js';
import { chronometerState } from './state.js';
import { chronometer } from './chronometer.js';

// TODO: replace with vectors from the standard or a published reference.
describe('chronometer', () => {
  it('transforms a known input', () => {
    expect(chronometer('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => chronometer(chronometer(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => chronometer('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(chronometerTool, chronometerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => chronometer(s));
  });
});
