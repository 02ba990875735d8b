import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { timezoneConverterTool } from './meta.js';
import { timezoneConverterState } from './state.js';
import { timezoneConverter } from './timezone-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('timezoneConverter', () => {
  it('transforms a known input', () => {
    expect(timezoneConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => timezoneConverter(timezoneConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => timezoneConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(timezoneConverterTool, timezoneConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => timezoneConverter(s));
  });
});
