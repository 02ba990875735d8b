import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { xpathTesterTool } from './meta.js';
import { xpathTesterState } from './state.js';
import { xpathTester } from './xpath-tester.js';

// TODO: replace with vectors from the standard or a published reference.
describe('xpathTester', () => {
  it('transforms a known input', () => {
    expect(xpathTester('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => xpathTester(xpathTester(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => xpathTester('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(xpathTesterTool, xpathTesterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => xpathTester(s));
  });
});
