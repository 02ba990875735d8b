import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { phoneParserAndFormatterTool } from './meta.js';
import { phoneParserAndFormatterState } from './state.js';
import { phoneParserAndFormatter } from './phone-parser-and-formatter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('phoneParserAndFormatter', () => {
  it('transforms a known input', () => {
    expect(phoneParserAndFormatter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => phoneParserAndFormatter(phoneParserAndFormatter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => phoneParserAndFormatter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(phoneParserAndFormatterTool, phoneParserAndFormatterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => phoneParserAndFormatter(s));
  });
});
