import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { markdownTocGeneratorTool } from './meta.js';
import { markdownTocGeneratorState } from './state.js';
import { markdownTocGenerator } from './markdown-toc-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('markdownTocGenerator', () => {
  it('transforms a known input', () => {
    expect(markdownTocGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => markdownTocGenerator(markdownTocGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => markdownTocGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(markdownTocGeneratorTool, markdownTocGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => markdownTocGenerator(s));
  });
});
