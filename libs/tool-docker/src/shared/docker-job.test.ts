import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { DEFAULT_RUN_OPTIONS } from './compose-to-run.js';
import { runDockerJob } from './docker-client.js';
import { runDockerJobHere } from './docker-job.js';
import { DEFAULT_KUBE_OPTIONS } from './kubernetes.js';

const compose = 'services:\n  web:\n    image: nginx\n    ports: ["80:80"]\n';

describe('runDockerJobHere / runDockerJob', () => {
  it('runs every kind of job and gives plain data back', async () => {
    expect(runDockerJobHere({ kind: 'validate', input: compose })).toEqual({ issues: [], services: 1 });
    expect(runDockerJobHere({ kind: 'compose-to-run', input: compose, options: { ...DEFAULT_RUN_OPTIONS, multiline: false } })).toBe(
      'docker run -d --name web -p 80:80 nginx\n',
    );
    expect(
      runDockerJobHere({
        kind: 'convert',
        input: compose,
        target: 'v2x',
        options: { indent: 2, expandPorts: false, expandVolumes: false },
      }),
    ).toMatchObject({ source: 'latest' });
    expect(runDockerJobHere({ kind: 'compose-to-kube', input: compose, options: DEFAULT_KUBE_OPTIONS })).toMatchObject({ count: 2 });
    expect(runDockerJobHere({ kind: 'run-to-kube', input: 'docker run nginx', options: DEFAULT_KUBE_OPTIONS })).toMatchObject({ count: 1 });
    // without Worker (Node), runDockerJob computes in this thread
    await expect(
      runDockerJob({ kind: 'run-to-compose', input: 'docker run nginx', options: { existing: '', format: 'latest', indent: 2 } }),
    ).resolves.toEqual({ yaml: 'services:\n  nginx:\n    image: nginx\n', notes: [] });
    await expect(runDockerJob({ kind: 'validate', input: '' })).rejects.toBeInstanceOf(ToolInputError);
  });
});
