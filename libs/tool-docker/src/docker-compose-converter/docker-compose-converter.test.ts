import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dockerComposeConverterTool } from './meta.js';
import { dockerComposeConverterState } from './state.js';
import { dockerComposeConverter } from './docker-compose-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dockerComposeConverter', () => {
  it('transforms a known input', () => {
    expect(dockerComposeConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dockerComposeConverter(dockerComposeConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dockerComposeConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerComposeConverterTool, dockerComposeConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dockerComposeConverter(s));
  });
});
