import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pdfEncryptTool } from './meta.js';
import { pdfEncryptState } from './state.js';
import { pdfEncrypt } from './pdf-encrypt.js';

// TODO: replace with vectors from the standard or a published reference.
describe('pdfEncrypt', () => {
  it('transforms a known input', () => {
    expect(pdfEncrypt('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => pdfEncrypt(pdfEncrypt(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => pdfEncrypt('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pdfEncryptTool, pdfEncryptState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => pdfEncrypt(s));
  });
});
