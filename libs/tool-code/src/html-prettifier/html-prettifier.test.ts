import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { htmlPrettifierTool } from './meta.js';
import { htmlPrettifierState } from './state.js';
import { htmlPrettifier } from './html-prettifier.js';

// TODO: replace with vectors from the standard or a published reference.
describe('htmlPrettifier', () => {
  it('transforms a known input', () => {
    expect(htmlPrettifier('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => htmlPrettifier(htmlPrettifier(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => htmlPrettifier('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(htmlPrettifierTool, htmlPrettifierState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => htmlPrettifier(s));
  });
});
