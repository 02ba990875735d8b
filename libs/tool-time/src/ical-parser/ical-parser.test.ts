import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { icalParserTool } from './meta.js';
import { icalParserState } from './state.js';
import { icalParser } from './ical-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('icalParser', () => {
  it('transforms a known input', () => {
    expect(icalParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => icalParser(icalParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => icalParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(icalParserTool, icalParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => icalParser(s));
  });
});
