import { wrap, type Remote } from 'comlink';
import { ToolInputError } from '@handy-tools/ui/kit';

/** The DOMException a cancelled worker job rejects with. */
export function abortError(): DOMException {
  return new DOMException('The computation was cancelled.', 'AbortError');
}

/** Whether an error is the cancellation of a worker job. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Runs one job in a fresh Web Worker through Comlink and terminates the worker when the job
 * ends or is cancelled — terminating is what stops a long computation.
 *
 * @param spawn - creates the worker; write `new Worker(new URL('./x.worker.js', import.meta.url),
 *   { type: 'module' })` literally in the caller so Vite bundles the worker.
 * @param call - the job, given the worker's Comlink proxy.
 * @param signal - aborting rejects at once with an `AbortError` DOMException and ends the worker.
 * @returns the job's result.
 * @throws `ToolInputError` when the job threw one (Comlink sends it back as a plain Error; it is
 *   restored), an `AbortError` DOMException when cancelled, an Error when the worker fails to start.
 */
export async function runWorkerJob<Api, T>(spawn: () => Worker, call: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw abortError();
  const worker = spawn();
  try {
    return await new Promise<T>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      worker.addEventListener('error', (e) => reject(new Error(`The worker failed: ${e.message || 'it could not start'}`)));
      call(wrap<Api>(worker)).then(resolve, (e: unknown) => reject(e instanceof Error && e.name === 'ToolInputError' ? new ToolInputError(e.message) : e));
    });
  } finally {
    worker.terminate();
  }
}
