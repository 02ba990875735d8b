import { runWorkerJob } from '@handy-tools/compute';
import type { Converted } from './convert.js';
import { runFormatsJobHere, type FormatsJob } from './formats-job.js';
import type { FormatsWorkerApi } from './formats.worker.js';

/**
 * Runs a job in a Web Worker so the page stays responsive on big documents; where `Worker`
 * does not exist (Node), in this thread.
 *
 * @param job - the job.
 * @param signal - aborting terminates the worker.
 * @returns the output and notes.
 * @throws ToolInputError for bad input; an `AbortError` DOMException when cancelled.
 */
export async function runFormatsJob(job: FormatsJob, signal?: AbortSignal): Promise<Converted> {
  if (typeof Worker === 'undefined') return runFormatsJobHere(job);
  return runWorkerJob<FormatsWorkerApi, Converted>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./formats.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-formats' }),
    (api) => api.run(job),
    signal,
  );
}
