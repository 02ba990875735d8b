import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { icalGeneratorTool } from './meta.js';
import { icalGeneratorState } from './state.js';
import { icalGenerator } from './ical-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('icalGenerator', () => {
  it('transforms a known input', () => {
    expect(icalGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => icalGenerator(icalGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => icalGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(icalGeneratorTool, icalGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => icalGenerator(s));
  });
});
