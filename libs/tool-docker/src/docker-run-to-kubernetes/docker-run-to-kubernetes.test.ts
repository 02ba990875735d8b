import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dockerRunToKubernetesTool } from './meta.js';
import { dockerRunToKubernetesState } from './state.js';
import { dockerRunToKubernetes } from './docker-run-to-kubernetes.js';

// TODO: replace with vectors from the standard or a published reference.
describe('dockerRunToKubernetes', () => {
  it('transforms a known input', () => {
    expect(dockerRunToKubernetes('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => dockerRunToKubernetes(dockerRunToKubernetes(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => dockerRunToKubernetes('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerRunToKubernetesTool, dockerRunToKubernetesState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dockerRunToKubernetes(s));
  });
});
