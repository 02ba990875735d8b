import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageToCssTool } from './meta.js';
import { imageToCssState } from './state.js';
import { imageToCss } from './image-to-css.js';

// TODO: replace with vectors from the standard or a published reference.
describe('imageToCss', () => {
  it('transforms a known input', () => {
    expect(imageToCss('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => imageToCss(imageToCss(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => imageToCss('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(imageToCssTool, imageToCssState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => imageToCss(s));
  });
});
