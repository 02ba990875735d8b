import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { isbnValidatorAndParserTool } from './meta.js';
import { isbnValidatorAndParserState } from './state.js';
import { isbnValidatorAndParser } from './isbn-validator-and-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('isbnValidatorAndParser', () => {
  it('transforms a known input', () => {
    expect(isbnValidatorAndParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => isbnValidatorAndParser(isbnValidatorAndParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => isbnValidatorAndParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(isbnValidatorAndParserTool, isbnValidatorAndParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => isbnValidatorAndParser(s));
  });
});
