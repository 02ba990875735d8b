import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { randomPortGeneratorTool } from './meta.js';
import { randomPortGeneratorState } from './state.js';
import { randomPortGenerator } from './random-port-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('randomPortGenerator', () => {
  it('transforms a known input', () => {
    expect(randomPortGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => randomPortGenerator(randomPortGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => randomPortGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(randomPortGeneratorTool, randomPortGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => randomPortGenerator(s));
  });
});
