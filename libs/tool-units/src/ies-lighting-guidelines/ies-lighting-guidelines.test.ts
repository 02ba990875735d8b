import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { iesLightingGuidelinesTool } from './meta.js';
import { iesLightingGuidelinesState } from './state.js';
import { iesLightingGuidelines } from './ies-lighting-guidelines.js';

// TODO: replace with vectors from the standard or a published reference.
describe('iesLightingGuidelines', () => {
  it('transforms a known input', () => {
    expect(iesLightingGuidelines('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => iesLightingGuidelines(iesLightingGuidelines(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => iesLightingGuidelines('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(iesLightingGuidelinesTool, iesLightingGuidelinesState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => iesLightingGuidelines(s));
  });
});
