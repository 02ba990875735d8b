import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { crontabGeneratorTool } from './meta.js';
import { crontabGeneratorState } from './state.js';
import { crontabGenerator } from './crontab-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('crontabGenerator', () => {
  it('transforms a known input', () => {
    expect(crontabGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => crontabGenerator(crontabGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => crontabGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(crontabGeneratorTool, crontabGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => crontabGenerator(s));
  });
});
