import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dockerRunToDockerComposeConverterTool } from './meta.js';
import { dockerRunToDockerComposeConverterState } from './state.js';
import { dockerRunToDockerComposeConverter } from './docker-run-to-docker-compose-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dockerRunToDockerComposeConverter', () => {
  it('transforms a known input', () => {
    expect(dockerRunToDockerComposeConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dockerRunToDockerComposeConverter(dockerRunToDockerComposeConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dockerRunToDockerComposeConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerRunToDockerComposeConverterTool, dockerRunToDockerComposeConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dockerRunToDockerComposeConverter(s));
  });
});
