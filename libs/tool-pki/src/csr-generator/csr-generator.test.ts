import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { csrGeneratorTool } from './meta.js';
import { csrGeneratorState } from './state.js';
import { csrGenerator } from './csr-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('csrGenerator', () => {
  it('transforms a known input', () => {
    expect(csrGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => csrGenerator(csrGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => csrGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(csrGeneratorTool, csrGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => csrGenerator(s));
  });
});
