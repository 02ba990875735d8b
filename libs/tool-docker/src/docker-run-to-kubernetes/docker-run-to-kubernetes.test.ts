import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { DEFAULT_KUBE_OPTIONS } from '../shared/kubernetes.js';
import { dockerRunToKubernetesTool } from './meta.js';
import { dockerRunToKubernetesState } from './state.js';
import { dockerRunToKubernetes } from './docker-run-to-kubernetes.js';

describe('dockerRunToKubernetes', () => {
  it("turns the postgres image's command into a PVC, a Deployment and a Service", () => {
    const { yaml, notes } = dockerRunToKubernetes(
      'docker run -d --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -p 5432:5432 -v pgdata:/var/lib/postgresql/data postgres:16',
      { ...DEFAULT_KUBE_OPTIONS, namespace: 'db' },
    );
    const docs = parseAllDocuments(yaml).map((d) => d.toJS());
    expect(docs.map((d) => `${d.kind}/${d.metadata.name}/${d.metadata.namespace}`)).toEqual([
      'PersistentVolumeClaim/pgdata/db',
      'Deployment/some-postgres/db',
      'Service/some-postgres/db',
    ]);
    expect(docs[1].spec.template.spec.containers[0]).toMatchObject({
      image: 'postgres:16',
      env: [{ name: 'POSTGRES_PASSWORD', value: 'mysecretpassword' }],
      ports: [{ containerPort: 5432 }],
    });
    expect(notes).toEqual([]);
  });
  it('notes what a Deployment cannot do', () => {
    expect(dockerRunToKubernetes('docker run --restart no -v /srv:/srv busybox', DEFAULT_KUBE_OPTIONS).notes).toHaveLength(2);
  });
  it('names the line of a bad command', () => {
    expect(() => dockerRunToKubernetes('docker run nginx\ndocker run --nope x', DEFAULT_KUBE_OPTIONS)).toThrow(
      /^Line 2: unknown docker run option --nope/,
    );
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerRunToKubernetesTool, dockerRunToKubernetesState);
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => dockerRunToKubernetes(s, DEFAULT_KUBE_OPTIONS));
  });
});
