import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dockerComposeToKubernetesTool } from './meta.js';
import { dockerComposeToKubernetesState } from './state.js';
import { dockerComposeToKubernetes } from './docker-compose-to-kubernetes.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dockerComposeToKubernetes', () => {
  it('transforms a known input', () => {
    expect(dockerComposeToKubernetes('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dockerComposeToKubernetes(dockerComposeToKubernetes(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dockerComposeToKubernetes('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerComposeToKubernetesTool, dockerComposeToKubernetesState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dockerComposeToKubernetes(s));
  });
});
