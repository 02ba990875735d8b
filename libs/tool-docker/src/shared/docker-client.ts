import { runWorkerJob } from '@handy-tools/compute';
import { useJobResult, type DocumentResult } from '@handy-tools/ui';
import { useCallback } from 'react';
import type { DockerWorkerApi } from './docker.worker.js';
import { runDockerJobHere, type DockerJob, type DockerJobResults } from './docker-job.js';

/**
 * Inputs from this many characters on are converted in a Web Worker, with progress and Cancel.
 * Measured (Node 24, 2-core machine, load ~3) on a 10,000-character Compose file: validation
 * 92 ms, composeverter's format conversion 190 ms, docker run parsing 6 ms; so from 4,000
 * characters on, the work leaves the page's thread.
 */
export const DOCKER_WORKER_CHARS = 4_000;

/**
 * Runs a job in a Web Worker (where `Worker` does not exist, in this thread).
 *
 * @param job - the job.
 * @param signal - aborting terminates the worker.
 * @returns the job's result.
 * @throws ToolInputError for bad input; an `AbortError` DOMException when cancelled.
 */
export async function runDockerJob<J extends DockerJob>(job: J, signal?: AbortSignal): Promise<DockerJobResults[J['kind']]> {
  if (typeof Worker === 'undefined') return runDockerJobHere(job) as DockerJobResults[J['kind']];
  return runWorkerJob<DockerWorkerApi, DockerJobResults[J['kind']]>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./docker.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-docker' }),
    (api) => api.run(job) as Promise<DockerJobResults[J['kind']]>,
    signal,
  );
}

const isLarge = (job: DockerJob) =>
  job.input.length + ('options' in job && 'existing' in job.options ? job.options.existing.length : 0) >= DOCKER_WORKER_CHARS;

/**
 * A Docker tool's result: computed on the page for small inputs, in the family's worker for big ones.
 *
 * @param job - the job (memoise it), or null when there is nothing to compute.
 * @returns the result, error, pending state and Cancel (see `useJobResult`).
 */
export function useDockerJob<K extends DockerJob['kind']>(job: (DockerJob & { kind: K }) | null): DocumentResult<DockerJobResults[K]> {
  const compute = useCallback((j: DockerJob) => runDockerJobHere(j) as DockerJobResults[K], []);
  const inWorker = useCallback((j: DockerJob, signal: AbortSignal) => runDockerJob(j, signal) as Promise<DockerJobResults[K]>, []);
  return useJobResult<DockerJob, DockerJobResults[K]>(job, isLarge, compute, inWorker);
}
