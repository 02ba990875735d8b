import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dockerComposeValidatorTool } from './meta.js';
import { dockerComposeValidatorState } from './state.js';
import { dockerComposeValidator } from './docker-compose-validator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dockerComposeValidator', () => {
  it('transforms a known input', () => {
    expect(dockerComposeValidator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dockerComposeValidator(dockerComposeValidator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dockerComposeValidator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerComposeValidatorTool, dockerComposeValidatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dockerComposeValidator(s));
  });
});
