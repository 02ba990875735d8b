import { createWarmWorker } from '@handy-tools/compute';
import type { QueryJob, QueryOutcome } from './jq-tester.js';
import type { JqTesterWorkerApi } from './jq-tester.worker.js';

// One worker kept between queries: starting one and instantiating jq's WebAssembly takes about a
// second, a query in a warm worker a few milliseconds.
const queryWorker = createWarmWorker<JqTesterWorkerApi>(
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  () => new Worker(new URL('./jq-tester.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-jq-tester' }),
);

/**
 * Runs a query in the tester's Web Worker (jq may loop forever: aborting `signal` while the query
 * runs terminates the worker, and the next query starts a new one).
 *
 * @param job - the query job.
 * @param signal - aborting rejects with an `AbortError` and, if the query is still running, ends the worker.
 * @returns the outcome (a result, or an error and its field).
 */
export function runQueryInWorker(job: QueryJob, signal: AbortSignal): Promise<QueryOutcome> {
  return queryWorker.run<QueryOutcome>((api) => api.run(job), signal);
}

/** Ends the query worker now (the tool does when it closes, to give back jq's memory). */
export function endQueryWorker(): void {
  queryWorker.terminate();
}
