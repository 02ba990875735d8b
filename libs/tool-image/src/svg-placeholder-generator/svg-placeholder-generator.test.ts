import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { svgPlaceholderGeneratorTool } from './meta.js';
import { svgPlaceholderGeneratorState } from './state.js';
import { svgPlaceholderGenerator } from './svg-placeholder-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('svgPlaceholderGenerator', () => {
  it('transforms a known input', () => {
    expect(svgPlaceholderGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => svgPlaceholderGenerator(svgPlaceholderGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => svgPlaceholderGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(svgPlaceholderGeneratorTool, svgPlaceholderGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => svgPlaceholderGenerator(s));
  });
});
