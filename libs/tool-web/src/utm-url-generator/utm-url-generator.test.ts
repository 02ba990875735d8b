import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { utmUrlGeneratorTool } from './meta.js';
import { utmUrlGeneratorState } from './state.js';
import { utmUrlGenerator } from './utm-url-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('utmUrlGenerator', () => {
  it('transforms a known input', () => {
    expect(utmUrlGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => utmUrlGenerator(utmUrlGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => utmUrlGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(utmUrlGeneratorTool, utmUrlGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => utmUrlGenerator(s));
  });
});
