import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { mathOcrTool } from './meta.js';
import { mathOcrState } from './state.js';
import { mathOcr } from './math-ocr.js';

// TODO: replace with vectors from the standard or a published reference.
describe('mathOcr', () => {
  it('transforms a known input', () => {
    expect(mathOcr('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => mathOcr(mathOcr(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => mathOcr('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(mathOcrTool, mathOcrState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => mathOcr(s));
  });
});
