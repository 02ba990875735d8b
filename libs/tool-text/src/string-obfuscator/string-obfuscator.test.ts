import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { stringObfuscatorTool } from './meta.js';
import { stringObfuscatorState } from './state.js';
import { stringObfuscator } from './string-obfuscator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('stringObfuscator', () => {
  it('transforms a known input', () => {
    expect(stringObfuscator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => stringObfuscator(stringObfuscator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => stringObfuscator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(stringObfuscatorTool, stringObfuscatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => stringObfuscator(s));
  });
});
