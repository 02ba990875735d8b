import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { icalMergerTool } from './meta.js';
import { icalMergerState } from './state.js';
import { icalMerger } from './ical-merger.js';

// TODO: replace with vectors from the standard or a published reference.
describe('icalMerger', () => {
  it('transforms a known input', () => {
    expect(icalMerger('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => icalMerger(icalMerger(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => icalMerger('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(icalMergerTool, icalMergerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => icalMerger(s));
  });
});
