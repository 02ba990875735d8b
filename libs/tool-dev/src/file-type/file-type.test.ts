import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { fileTypeTool } from './meta.js';
import { fileTypeState } from './state.js';
import { fileType } from './file-type.js';

// TODO: replace with vectors from the standard or a published reference.
describe('fileType', () => {
  it('transforms a known input', () => {
    expect(fileType('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => fileType(fileType(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => fileType('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(fileTypeTool, fileTypeState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => fileType(s));
  });
});
