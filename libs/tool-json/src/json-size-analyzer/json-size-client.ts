import { runWorkerJob } from '@handy-tools/compute';
import { analyzeJsonSizeOutcome, type AnalyzeJsonSizeOptions, type JsonSizeOutcome } from './json-size-analyzer.js';
import type { JsonSizeWorkerApi } from './json-size-analyzer.worker.js';

/** What to analyse: the text and the options. */
export interface JsonSizeRequest {
  text: string;
  options: AnalyzeJsonSizeOptions;
}

/**
 * {@link analyzeJsonSizeOutcome} in a Web Worker, so a big document is measured without
 * freezing the page; where `Worker` does not exist (Node), in this thread.
 *
 * @param request - the text and options.
 * @param signal - aborting terminates the worker.
 * @returns the outcome.
 * @throws an `AbortError` DOMException when cancelled; an Error when the worker fails.
 */
export function analyzeInWorker(request: JsonSizeRequest, signal?: AbortSignal): Promise<JsonSizeOutcome> {
  if (typeof Worker === 'undefined') return Promise.resolve(analyzeJsonSizeOutcome(request.text, request.options));
  return runWorkerJob<JsonSizeWorkerApi, JsonSizeOutcome>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./json-size-analyzer.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-size' }),
    (api) => api.analyze(request.text, request.options),
    signal,
  );
}
