import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { keycodeInfoTool } from './meta.js';
import { keycodeInfoState } from './state.js';
import { keycodeInfo } from './keycode-info.js';

// TODO: replace with vectors from the standard or a published reference.
describe('keycodeInfo', () => {
  it('transforms a known input', () => {
    expect(keycodeInfo('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => keycodeInfo(keycodeInfo(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => keycodeInfo('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(keycodeInfoTool, keycodeInfoState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => keycodeInfo(s));
  });
});
