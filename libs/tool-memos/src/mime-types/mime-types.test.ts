import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { mimeTypesTool } from './meta.js';
import { mimeTypesState } from './state.js';
import { mimeTypes } from './mime-types.js';

// TODO: replace with vectors from the standard or a published reference.
describe('mimeTypes', () => {
  it('transforms a known input', () => {
    expect(mimeTypes('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => mimeTypes(mimeTypes(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => mimeTypes('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(mimeTypesTool, mimeTypesState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => mimeTypes(s));
  });
});
