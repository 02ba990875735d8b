import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { integersToIpTool } from './meta.js';
import { integersToIpState } from './state.js';
import { integersToIp } from './integers-to-ip.js';

// TODO: replace with vectors from the standard or a published reference.
describe('integersToIp', () => {
  it('transforms a known input', () => {
    expect(integersToIp('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => integersToIp(integersToIp(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => integersToIp('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(integersToIpTool, integersToIpState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => integersToIp(s));
  });
});
