import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pdfLinearizeTool } from './meta.js';
import { pdfLinearizeState } from './state.js';
import { pdfLinearize } from './pdf-linearize.js';

// TODO: replace with vectors from the standard or a published reference.
describe('pdfLinearize', () => {
  it('transforms a known input', () => {
    expect(pdfLinearize('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => pdfLinearize(pdfLinearize(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => pdfLinearize('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pdfLinearizeTool, pdfLinearizeState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => pdfLinearize(s));
  });
});
