import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { listComparerTool } from './meta.js';
import { listComparerState } from './state.js';
import { listComparer } from './list-comparer.js';

// TODO: replace with vectors from the standard or a published reference.
describe('listComparer', () => {
  it('transforms a known input', () => {
    expect(listComparer('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => listComparer(listComparer(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => listComparer('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(listComparerTool, listComparerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => listComparer(s));
  });
});
