import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipIncludeExcludeTool } from './meta.js';
import { ipIncludeExcludeState } from './state.js';
import { ipIncludeExclude } from './ip-include-exclude.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipIncludeExclude', () => {
  it('transforms a known input', () => {
    expect(ipIncludeExclude('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipIncludeExclude(ipIncludeExclude(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipIncludeExclude('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipIncludeExcludeTool, ipIncludeExcludeState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipIncludeExclude(s));
  });
});
