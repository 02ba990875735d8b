import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { myIpTool } from './meta.js';
import { myIpState } from './state.js';
import { myIp } from './my-ip.js';

// TODO: replace with vectors from the standard or a published reference.
describe('myIp', () => {
  it('transforms a known input', () => {
    expect(myIp('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => myIp(myIp(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => myIp('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(myIpTool, myIpState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => myIp(s));
  });
});
