import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { htmlCleanerTool } from './meta.js';
import { htmlCleanerState } from './state.js';
import { htmlCleaner } from './html-cleaner.js';

// TODO: replace with vectors from the standard or a published reference.
describe('htmlCleaner', () => {
  it('transforms a known input', () => {
    expect(htmlCleaner('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => htmlCleaner(htmlCleaner(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => htmlCleaner('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(htmlCleanerTool, htmlCleanerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => htmlCleaner(s));
  });
});
