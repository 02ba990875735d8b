import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { potraceTool } from './meta.js';
import { potraceState } from './state.js';
import { potrace } from './potrace.js';

// TODO: replace with vectors from the standard or a published reference.
describe('potrace', () => {
  it('transforms a known input', () => {
    expect(potrace('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => potrace(potrace(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => potrace('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(potraceTool, potraceState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => potrace(s));
  });
});
