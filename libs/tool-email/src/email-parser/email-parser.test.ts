import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { emailParserTool } from './meta.js';
import { emailParserState } from './state.js';
import { emailParser } from './email-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('emailParser', () => {
  it('transforms a known input', () => {
    expect(emailParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => emailParser(emailParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => emailParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(emailParserTool, emailParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => emailParser(s));
  });
});
