import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipv6UlaGeneratorTool } from './meta.js';
import { ipv6UlaGeneratorState } from './state.js';
import { ipv6UlaGenerator } from './ipv6-ula-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('ipv6UlaGenerator', () => {
  it('transforms a known input', () => {
    expect(ipv6UlaGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => ipv6UlaGenerator(ipv6UlaGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => ipv6UlaGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipv6UlaGeneratorTool, ipv6UlaGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => ipv6UlaGenerator(s));
  });
});
