import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cssXpathConverterTool } from './meta.js';
import { cssXpathConverterState } from './state.js';
import { cssXpathConverter } from './css-xpath-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('cssXpathConverter', () => {
  it('transforms a known input', () => {
    expect(cssXpathConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => cssXpathConverter(cssXpathConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => cssXpathConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(cssXpathConverterTool, cssXpathConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cssXpathConverter(s));
  });
});
