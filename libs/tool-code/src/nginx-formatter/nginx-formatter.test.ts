import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { nginxFormatterTool } from './meta.js';
import { nginxFormatterState } from './state.js';
import { nginxFormatter } from './nginx-formatter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('nginxFormatter', () => {
  it('transforms a known input', () => {
    expect(nginxFormatter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => nginxFormatter(nginxFormatter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => nginxFormatter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(nginxFormatterTool, nginxFormatterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => nginxFormatter(s));
  });
});
