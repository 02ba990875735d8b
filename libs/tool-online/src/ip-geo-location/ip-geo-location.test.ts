import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipGeoLocationTool } from './meta.js';
import { ipGeoLocationState } from './state.js';
import { ipGeoLocation } from './ip-geo-location.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipGeoLocation', () => {
  it('transforms a known input', () => {
    expect(ipGeoLocation('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipGeoLocation(ipGeoLocation(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipGeoLocation('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipGeoLocationTool, ipGeoLocationState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipGeoLocation(s));
  });
});
