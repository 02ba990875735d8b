import { runWorkerJob } from '@handy-tools/compute';
import type { QueryJob, QueryOutcome } from './jq-tester.js';
import type { JqTesterWorkerApi } from './jq-tester.worker.js';

/**
 * Runs a query in a fresh Web Worker (jq may loop forever: aborting `signal` terminates the worker).
 *
 * @param job - the query job.
 * @param signal - aborting rejects with an `AbortError` and ends the worker.
 * @returns the outcome (a result, or an error and its field).
 */
export function runQueryInWorker(job: QueryJob, signal: AbortSignal): Promise<QueryOutcome> {
  return runWorkerJob<JqTesterWorkerApi, QueryOutcome>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./jq-tester.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-jq-tester' }),
    (api) => api.run(job),
    signal,
  );
}
