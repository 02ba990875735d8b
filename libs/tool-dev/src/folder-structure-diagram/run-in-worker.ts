import { ToolInputError } from '@handy-tools/ui/kit';
import type { FolderAnswer, FolderJob } from './folder-structure-diagram.worker.js';

/**
 * Runs a job in a fresh worker; the worker is terminated when `signal` aborts (Cancel, a newer
 * input, the tool closing) or when it answers.
 *
 * @param job - what to compute.
 * @param signal - aborts the job.
 * @returns the value; rejects with the ToolInputError the logic threw, or an Error for a bug.
 */
export function runFolderJob<T>(job: FolderJob, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(new URL('./folder-structure-diagram.worker.js', import.meta.url), {
      type: 'module',
      name: 'handy-tools-folder-structure',
    });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Cancelled', 'AbortError'));
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    const done = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.addEventListener('message', (e: MessageEvent<FolderAnswer>) => {
      done();
      const a = e.data;
      if ('value' in a) resolve(a.value as T);
      else if ('error' in a) reject(new ToolInputError(a.error, { line: a.line, column: a.column }));
      else reject(new Error(a.bug));
    });
    worker.addEventListener('error', (e) => {
      done();
      reject(new Error(e.message || 'The worker failed.'));
    });
    worker.postMessage(job);
  });
}
