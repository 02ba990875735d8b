import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { numeronymGeneratorTool } from './meta.js';
import { numeronymGeneratorState } from './state.js';
import { numeronymGenerator } from './numeronym-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('numeronymGenerator', () => {
  it('transforms a known input', () => {
    expect(numeronymGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => numeronymGenerator(numeronymGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => numeronymGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(numeronymGeneratorTool, numeronymGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => numeronymGenerator(s));
  });
});
