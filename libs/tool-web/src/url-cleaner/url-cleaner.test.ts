import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlCleanerTool } from './meta.js';
import { urlCleanerState } from './state.js';
import { urlCleaner } from './url-cleaner.js';

// TODO: replace with vectors from the standard or a published reference.
describe('urlCleaner', () => {
  it('transforms a known input', () => {
    expect(urlCleaner('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => urlCleaner(urlCleaner(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => urlCleaner('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlCleanerTool, urlCleanerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => urlCleaner(s));
  });
});
