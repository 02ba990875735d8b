import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipv4RangeExpanderTool } from './meta.js';
import { ipv4RangeExpanderState } from './state.js';
import { ipv4RangeExpander } from './ipv4-range-expander.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipv4RangeExpander', () => {
  it('transforms a known input', () => {
    expect(ipv4RangeExpander('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipv4RangeExpander(ipv4RangeExpander(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipv4RangeExpander('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipv4RangeExpanderTool, ipv4RangeExpanderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipv4RangeExpander(s));
  });
});
