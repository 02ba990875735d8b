import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { textStatisticsTool } from './meta.js';
import { textStatisticsState } from './state.js';
import { textStatistics } from './text-statistics.js';

// TODO: replace with vectors from the standard or a published reference.
describe('textStatistics', () => {
  it('transforms a known input', () => {
    expect(textStatistics('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => textStatistics(textStatistics(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => textStatistics('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(textStatisticsTool, textStatisticsState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => textStatistics(s));
  });
});
