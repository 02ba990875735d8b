import { runWorkerJob } from '@handy-tools/compute';
import { diffJsonOutcome, type JsonDiffOutcome, type JsonDiffTextsOptions } from './json-diff.js';
import type { JsonDiffWorkerApi } from './json-diff.worker.js';

/** What to compare: both texts and the options. */
export interface JsonDiffRequest {
  left: string;
  right: string;
  options: JsonDiffTextsOptions;
}

/**
 * {@link diffJsonOutcome} in a Web Worker, so two big documents are compared without freezing
 * the page; where `Worker` does not exist (Node), in this thread.
 *
 * @param request - the texts and options.
 * @param signal - aborting terminates the worker.
 * @returns the outcome.
 * @throws an `AbortError` DOMException when cancelled; an Error when the worker fails.
 */
export function diffInWorker(request: JsonDiffRequest, signal?: AbortSignal): Promise<JsonDiffOutcome> {
  if (typeof Worker === 'undefined') return Promise.resolve(diffJsonOutcome(request.left, request.right, request.options));
  return runWorkerJob<JsonDiffWorkerApi, JsonDiffOutcome>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./json-diff.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-diff' }),
    (api) => api.diff(request.left, request.right, request.options),
    signal,
  );
}
