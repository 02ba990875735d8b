import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { regexTesterTool } from './meta.js';
import { regexTesterState } from './state.js';
import { regexTester } from './regex-tester.js';

// TODO: replace with vectors from the standard or a published reference.
describe('regexTester', () => {
  it('transforms a known input', () => {
    expect(regexTester('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => regexTester(regexTester(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => regexTester('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(regexTesterTool, regexTesterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => regexTester(s));
  });
});
