import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { energyComputerTool } from './meta.js';
import { energyComputerState } from './state.js';
import { energyComputer } from './energy-computer.js';

// TODO: replace with vectors from the standard or a published reference.
describe('energyComputer', () => {
  it('transforms a known input', () => {
    expect(energyComputer('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => energyComputer(energyComputer(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => energyComputer('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(energyComputerTool, energyComputerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => energyComputer(s));
  });
});
