import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlTextFragmentMakerTool } from './meta.js';
import { urlTextFragmentMakerState } from './state.js';
import { urlTextFragmentMaker } from './url-text-fragment-maker.js';

// TODO: replace with vectors from the standard or a published reference.
describe('urlTextFragmentMaker', () => {
  it('transforms a known input', () => {
    expect(urlTextFragmentMaker('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => urlTextFragmentMaker(urlTextFragmentMaker(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => urlTextFragmentMaker('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlTextFragmentMakerTool, urlTextFragmentMakerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => urlTextFragmentMaker(s));
  });
});
