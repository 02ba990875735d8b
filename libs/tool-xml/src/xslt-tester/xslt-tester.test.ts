import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { xsltTesterTool } from './meta.js';
import { xsltTesterState } from './state.js';
import { xsltTester } from './xslt-tester.js';

// TODO: replace with vectors from the standard or a published reference.
describe('xsltTester', () => {
  it('transforms a known input', () => {
    expect(xsltTester('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => xsltTester(xsltTester(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => xsltTester('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(xsltTesterTool, xsltTesterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => xsltTester(s));
  });
});
