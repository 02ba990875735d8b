import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ogMetaGeneratorTool } from './meta.js';
import { ogMetaGeneratorState } from './state.js';
import { ogMetaGenerator } from './og-meta-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ogMetaGenerator', () => {
  it('transforms a known input', () => {
    expect(ogMetaGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ogMetaGenerator(ogMetaGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ogMetaGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ogMetaGeneratorTool, ogMetaGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ogMetaGenerator(s));
  });
});
