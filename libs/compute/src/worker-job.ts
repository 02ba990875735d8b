import { wrap, type Remote } from 'comlink';
import { ToolInputError } from '@handy-tools/ui/kit';
import { createAbortError } from './hash/abort.js';

/**
 * Runs one job in a fresh Web Worker through Comlink and terminates the worker when the job
 * ends or is cancelled — terminating is what stops a long computation (bcrypt at a high cost,
 * the CRCs of a large file, a 50 MB document).
 *
 * @param spawn - creates the worker; write `new Worker(new URL('./x.worker.js', import.meta.url),
 *   { type: 'module' })` literally in the caller so Vite bundles the worker.
 * @param call - the job, given the worker's Comlink proxy.
 * @param signal - aborting rejects at once with an `AbortError` DOMException and ends the worker.
 * @returns the job's result.
 * @throws `ToolInputError` when the job threw one (Comlink sends it back as a plain Error; it is
 *   restored, message and position), an `AbortError` DOMException when cancelled (test with
 *   `isAbortError`), an Error when the worker fails to start.
 */
export async function runWorkerJob<Api, T>(spawn: () => Worker, call: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw createAbortError();
  const worker = spawn();
  try {
    return await new Promise<T>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(createAbortError()), { once: true });
      worker.addEventListener('error', (e) => reject(new Error(`The worker failed: ${e.message || 'it could not start'}`)));
      call(wrap<Api>(worker)).then(resolve, (e: unknown) => reject(e instanceof Error && e.name === 'ToolInputError' ? restoreToolInputError(e) : e));
    });
  } finally {
    worker.terminate();
  }
}

function restoreToolInputError(error: Error): ToolInputError {
  const position = (error as { position?: unknown }).position;
  return new ToolInputError(error.message, typeof position === 'number' ? { position } : undefined);
}
