import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pdfSignatureCheckerTool } from './meta.js';
import { pdfSignatureCheckerState } from './state.js';
import { pdfSignatureChecker } from './pdf-signature-checker.js';

// TODO: replace with vectors from the standard or a published reference.
describe('pdfSignatureChecker', () => {
  it('transforms a known input', () => {
    expect(pdfSignatureChecker('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => pdfSignatureChecker(pdfSignatureChecker(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => pdfSignatureChecker('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pdfSignatureCheckerTool, pdfSignatureCheckerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => pdfSignatureChecker(s));
  });
});
