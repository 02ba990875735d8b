import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { benchmarkBuilderTool } from './meta.js';
import { benchmarkBuilderState } from './state.js';
import { benchmarkBuilder } from './benchmark-builder.js';

// TODO: replace with vectors from the standard or a published reference.
describe('benchmarkBuilder', () => {
  it('transforms a known input', () => {
    expect(benchmarkBuilder('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => benchmarkBuilder(benchmarkBuilder(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => benchmarkBuilder('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(benchmarkBuilderTool, benchmarkBuilderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => benchmarkBuilder(s));
  });
});
