import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { option43GeneratorTool } from './meta.js';
import { option43GeneratorState } from './state.js';
import { option43Generator } from './option43-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('option43Generator', () => {
  it('transforms a known input', () => {
    expect(option43Generator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => option43Generator(option43Generator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => option43Generator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(option43GeneratorTool, option43GeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => option43Generator(s));
  });
});
