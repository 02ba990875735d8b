import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipRangeToCidrTool } from './meta.js';
import { ipRangeToCidrState } from './state.js';
import { ipRangeToCidr } from './ip-range-to-cidr.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipRangeToCidr', () => {
  it('transforms a known input', () => {
    expect(ipRangeToCidr('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipRangeToCidr(ipRangeToCidr(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipRangeToCidr('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipRangeToCidrTool, ipRangeToCidrState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipRangeToCidr(s));
  });
});
