import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { DEFAULT_KUBE_OPTIONS } from '../shared/kubernetes.js';
import { sample } from '../shared/samples.js';
import { dockerComposeToKubernetesTool } from './meta.js';
import { dockerComposeToKubernetesState } from './state.js';
import { dockerComposeToKubernetes } from './docker-compose-to-kubernetes.js';

// The manifests' checks are in ../shared/kubernetes.test.ts.
describe('dockerComposeToKubernetes', () => {
  it('writes one YAML document per manifest', () => {
    const { yaml, count } = dockerComposeToKubernetes(sample('wordpress-mysql.compose.yaml'), DEFAULT_KUBE_OPTIONS);
    const docs = parseAllDocuments(yaml).map((d) => d.toJS() as { kind: string });
    expect(count).toBe(6);
    expect(docs.map((d) => d.kind)).toEqual([
      'PersistentVolumeClaim',
      'PersistentVolumeClaim',
      'Deployment',
      'Deployment',
      'Service',
      'Service',
    ]);
  });
  it('reports YAML errors with line and column', () => {
    expect(() => dockerComposeToKubernetes('services:\n  a: {image: x', DEFAULT_KUBE_OPTIONS)).toThrow(/^Line \d+, column \d+/);
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerComposeToKubernetesTool, dockerComposeToKubernetesState);
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => dockerComposeToKubernetes(s, DEFAULT_KUBE_OPTIONS));
    fuzzToolFunction((s: string) =>
      dockerComposeToKubernetes('services:\n  a:\n    image: x\n', { ...DEFAULT_KUBE_OPTIONS, storage: s, namespace: s }),
    );
  });
});
