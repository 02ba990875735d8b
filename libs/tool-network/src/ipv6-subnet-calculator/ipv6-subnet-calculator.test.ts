import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipv6SubnetCalculatorTool } from './meta.js';
import { ipv6SubnetCalculatorState } from './state.js';
import { ipv6SubnetCalculator } from './ipv6-subnet-calculator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipv6SubnetCalculator', () => {
  it('transforms a known input', () => {
    expect(ipv6SubnetCalculator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipv6SubnetCalculator(ipv6SubnetCalculator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipv6SubnetCalculator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipv6SubnetCalculatorTool, ipv6SubnetCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipv6SubnetCalculator(s));
  });
});
