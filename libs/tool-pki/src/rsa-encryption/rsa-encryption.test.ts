import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { rsaEncryptionTool } from './meta.js';
import { rsaEncryptionState } from './state.js';
import { rsaEncryption } from './rsa-encryption.js';

// TODO: replace with vectors from the standard or a published reference.
describe('rsaEncryption', () => {
  it('transforms a known input', () => {
    expect(rsaEncryption('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => rsaEncryption(rsaEncryption(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => rsaEncryption('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(rsaEncryptionTool, rsaEncryptionState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => rsaEncryption(s));
  });
});
