import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dockerComposeToDockerRunConverterTool } from './meta.js';
import { dockerComposeToDockerRunConverterState } from './state.js';
import { dockerComposeToDockerRunConverter } from './docker-compose-to-docker-run-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dockerComposeToDockerRunConverter', () => {
  it('transforms a known input', () => {
    expect(dockerComposeToDockerRunConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dockerComposeToDockerRunConverter(dockerComposeToDockerRunConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dockerComposeToDockerRunConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerComposeToDockerRunConverterTool, dockerComposeToDockerRunConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dockerComposeToDockerRunConverter(s));
  });
});
