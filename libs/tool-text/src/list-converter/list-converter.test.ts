import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { listConverterTool } from './meta.js';
import { listConverterState } from './state.js';
import { listConverter } from './list-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('listConverter', () => {
  it('transforms a known input', () => {
    expect(listConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => listConverter(listConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => listConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(listConverterTool, listConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => listConverter(s));
  });
});
