import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cidrInCidrTool } from './meta.js';
import { cidrInCidrState } from './state.js';
import { cidrInCidr } from './cidr-in-cidr.js';

// TODO: replace with vectors from the standard or a published reference.
describe('cidrInCidr', () => {
  it('transforms a known input', () => {
    expect(cidrInCidr('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => cidrInCidr(cidrInCidr(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => cidrInCidr('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(cidrInCidrTool, cidrInCidrState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cidrInCidr(s));
  });
});
