import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { micTesterTool } from './meta.js';
import { micTesterState } from './state.js';
import { micTester } from './mic-tester.js';

// TODO: replace with vectors from the standard or a published reference.
describe('micTester', () => {
  it('transforms a known input', () => {
    expect(micTester('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => micTester(micTester(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => micTester('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(micTesterTool, micTesterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => micTester(s));
  });
});
