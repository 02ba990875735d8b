import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { iso3166SearcherTool } from './meta.js';
import { iso3166SearcherState } from './state.js';
import { iso3166Searcher } from './iso-3166-searcher.js';

// TODO: replace with vectors from the standard or a published reference.
describe('iso3166Searcher', () => {
  it('transforms a known input', () => {
    expect(iso3166Searcher('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => iso3166Searcher(iso3166Searcher(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => iso3166Searcher('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(iso3166SearcherTool, iso3166SearcherState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => iso3166Searcher(s));
  });
});
