import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pdfUnlockTool } from './meta.js';
import { pdfUnlockState } from './state.js';
import { pdfUnlock } from './pdf-unlock.js';

// TODO: replace with vectors from the standard or a published reference.
describe('pdfUnlock', () => {
  it('transforms a known input', () => {
    expect(pdfUnlock('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => pdfUnlock(pdfUnlock(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => pdfUnlock('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pdfUnlockTool, pdfUnlockState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => pdfUnlock(s));
  });
});
