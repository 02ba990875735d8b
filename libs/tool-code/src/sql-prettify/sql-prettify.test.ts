import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sqlPrettifyTool } from './meta.js';
import { sqlPrettifyState } from './state.js';
import { sqlPrettify } from './sql-prettify.js';

// TODO: replace with vectors from the standard or a published reference.
describe('sqlPrettify', () => {
  it('transforms a known input', () => {
    expect(sqlPrettify('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => sqlPrettify(sqlPrettify(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => sqlPrettify('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(sqlPrettifyTool, sqlPrettifyState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => sqlPrettify(s));
  });
});
