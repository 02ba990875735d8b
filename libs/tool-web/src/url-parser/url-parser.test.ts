import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { urlParserTool } from './meta.js';
import { urlParserState } from './state.js';
import { urlParser } from './url-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('urlParser', () => {
  it('transforms a known input', () => {
    expect(urlParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => urlParser(urlParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => urlParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(urlParserTool, urlParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => urlParser(s));
  });
});
