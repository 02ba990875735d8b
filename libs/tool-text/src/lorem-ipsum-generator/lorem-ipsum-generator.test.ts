import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { loremIpsumGeneratorTool } from './meta.js';
import { loremIpsumGeneratorState } from './state.js';
import { loremIpsumGenerator } from './lorem-ipsum-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('loremIpsumGenerator', () => {
  it('transforms a known input', () => {
    expect(loremIpsumGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => loremIpsumGenerator(loremIpsumGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => loremIpsumGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(loremIpsumGeneratorTool, loremIpsumGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => loremIpsumGenerator(s));
  });
});
