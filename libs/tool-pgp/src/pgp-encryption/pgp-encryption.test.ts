import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pgpEncryptionTool } from './meta.js';
import { pgpEncryptionState } from './state.js';
import { pgpEncryption } from './pgp-encryption.js';

// TODO: replace with vectors from the standard or a published reference.
describe('pgpEncryption', () => {
  it('transforms a known input', () => {
    expect(pgpEncryption('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => pgpEncryption(pgpEncryption(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => pgpEncryption('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(pgpEncryptionTool, pgpEncryptionState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => pgpEncryption(s));
  });
});
