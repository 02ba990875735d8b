import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { stacktracePrettierTool } from './meta.js';
import { stacktracePrettierState } from './state.js';
import { stacktracePrettier } from './stacktrace-prettier.js';

// TODO: replace with vectors from the standard or a published reference.
describe('stacktracePrettier', () => {
  it('transforms a known input', () => {
    expect(stacktracePrettier('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => stacktracePrettier(stacktracePrettier(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => stacktracePrettier('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(stacktracePrettierTool, stacktracePrettierState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => stacktracePrettier(s));
  });
});
