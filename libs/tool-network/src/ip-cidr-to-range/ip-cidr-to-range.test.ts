import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipCidrToRangeTool } from './meta.js';
import { ipCidrToRangeState } from './state.js';
import { ipCidrToRange } from './ip-cidr-to-range.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipCidrToRange', () => {
  it('transforms a known input', () => {
    expect(ipCidrToRange('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipCidrToRange(ipCidrToRange(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipCidrToRange('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipCidrToRangeTool, ipCidrToRangeState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipCidrToRange(s));
  });
});
