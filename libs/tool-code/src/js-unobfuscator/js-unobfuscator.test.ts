import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { jsUnobfuscatorTool } from './meta.js';
import { jsUnobfuscatorState } from './state.js';
import { jsUnobfuscator } from './js-unobfuscator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('jsUnobfuscator', () => {
  it('transforms a known input', () => {
    expect(jsUnobfuscator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => jsUnobfuscator(jsUnobfuscator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => jsUnobfuscator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(jsUnobfuscatorTool, jsUnobfuscatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsUnobfuscator(s));
  });
});
