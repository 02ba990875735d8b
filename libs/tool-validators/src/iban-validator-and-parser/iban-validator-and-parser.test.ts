import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ibanValidatorAndParserTool } from './meta.js';
import { ibanValidatorAndParserState } from './state.js';
import { ibanValidatorAndParser } from './iban-validator-and-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ibanValidatorAndParser', () => {
  it('transforms a known input', () => {
    expect(ibanValidatorAndParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ibanValidatorAndParser(ibanValidatorAndParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ibanValidatorAndParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ibanValidatorAndParserTool, ibanValidatorAndParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ibanValidatorAndParser(s));
  });
});
