import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { slugifyStringTool } from './meta.js';
import { slugifyStringState } from './state.js';
import { slugifyString } from './slugify-string.js';

// TODO: replace with vectors from the standard or a published reference.
describe('slugifyString', () => {
  it('transforms a known input', () => {
    expect(slugifyString('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => slugifyString(slugifyString(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => slugifyString('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(slugifyStringTool, slugifyStringState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => slugifyString(s));
  });
});
