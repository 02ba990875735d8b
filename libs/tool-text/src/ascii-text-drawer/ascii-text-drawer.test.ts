import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { asciiTextDrawerTool } from './meta.js';
import { asciiTextDrawerState } from './state.js';
import { asciiTextDrawer } from './ascii-text-drawer.js';

// TODO: replace with vectors from the standard or a published reference.
describe('asciiTextDrawer', () => {
  it('transforms a known input', () => {
    expect(asciiTextDrawer('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => asciiTextDrawer(asciiTextDrawer(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => asciiTextDrawer('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(asciiTextDrawerTool, asciiTextDrawerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => asciiTextDrawer(s));
  });
});
