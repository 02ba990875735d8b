import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { outlookParserTool } from './meta.js';
import { outlookParserState } from './state.js';
import { outlookParser } from './outlook-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('outlookParser', () => {
  it('transforms a known input', () => {
    expect(outlookParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => outlookParser(outlookParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => outlookParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(outlookParserTool, outlookParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => outlookParser(s));
  });
});
