import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { websocketTesterTool } from './meta.js';
import { websocketTesterState } from './state.js';
import { websocketTester } from './websocket-tester.js';

// TODO: replace with vectors from the standard or a published reference.
describe('websocketTester', () => {
  it('transforms a known input', () => {
    expect(websocketTester('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => websocketTester(websocketTester(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => websocketTester('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(websocketTesterTool, websocketTesterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => websocketTester(s));
  });
});
