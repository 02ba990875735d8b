import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dnsQueriesTool } from './meta.js';
import { dnsQueriesState } from './state.js';
import { dnsQueries } from './dns-queries.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dnsQueries', () => {
  it('transforms a known input', () => {
    expect(dnsQueries('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dnsQueries(dnsQueries(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dnsQueries('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dnsQueriesTool, dnsQueriesState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dnsQueries(s));
  });
});
