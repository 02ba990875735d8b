import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { softwareLicenceCompatibilityTool } from './meta.js';
import { softwareLicenceCompatibilityState } from './state.js';
import { softwareLicenceCompatibility } from './software-licence-compatibility.js';

// TODO: replace with vectors from the standard or a published reference.
describe('softwareLicenceCompatibility', () => {
  it('transforms a known input', () => {
    expect(softwareLicenceCompatibility('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => softwareLicenceCompatibility(softwareLicenceCompatibility(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => softwareLicenceCompatibility('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(softwareLicenceCompatibilityTool, softwareLicenceCompatibilityState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => softwareLicenceCompatibility(s));
  });
});
