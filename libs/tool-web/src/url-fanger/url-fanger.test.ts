import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlFangerTool } from './meta.js';
import { urlFangerState } from './state.js';
import { urlFanger } from './url-fanger.js';

// TODO: replace with vectors from the standard or a published reference.
describe('urlFanger', () => {
  it('transforms a known input', () => {
    expect(urlFanger('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => urlFanger(urlFanger(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => urlFanger('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlFangerTool, urlFangerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => urlFanger(s));
  });
});
