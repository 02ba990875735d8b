import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { bounceParserTool } from './meta.js';
import { bounceParserState } from './state.js';
import { bounceParser } from './bounce-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('bounceParser', () => {
  it('transforms a known input', () => {
    expect(bounceParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => bounceParser(bounceParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => bounceParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(bounceParserTool, bounceParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => bounceParser(s));
  });
});
