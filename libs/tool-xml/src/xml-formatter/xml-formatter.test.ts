import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { xmlFormatterTool } from './meta.js';
import { xmlFormatterState } from './state.js';
import { xmlFormatter } from './xml-formatter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('xmlFormatter', () => {
  it('transforms a known input', () => {
    expect(xmlFormatter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => xmlFormatter(xmlFormatter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => xmlFormatter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(xmlFormatterTool, xmlFormatterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => xmlFormatter(s));
  });
});
