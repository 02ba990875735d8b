import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { energyConverterTool } from './meta.js';
import { energyConverterState } from './state.js';
import { energyConverter } from './energy-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('energyConverter', () => {
  it('transforms a known input', () => {
    expect(energyConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => energyConverter(energyConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => energyConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(energyConverterTool, energyConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => energyConverter(s));
  });
});
