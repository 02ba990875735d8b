import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { apiTesterTool } from './meta.js';
import { apiTesterState } from './state.js';
import { apiTester } from './api-tester.js';

// TODO: replace with vectors from the standard or a published reference.
describe('apiTester', () => {
  it('transforms a known input', () => {
    expect(apiTester('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => apiTester(apiTester(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => apiTester('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(apiTesterTool, apiTesterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => apiTester(s));
  });
});
