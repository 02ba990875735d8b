import { ToolInputError } from '@handy-tools/ui/kit';
import type { QpdfAnswer, QpdfJob } from './qpdf.worker.js';

/** The worker kept between jobs (qpdf's WebAssembly compiled once), and when it is let go. */
let warm: Worker | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
const IDLE_MS = 60_000;

/**
 * Runs a qpdf job in the PDF tools' worker, started on first use and kept for the next job (one
 * job at a time); aborting `signal` terminates it (the next job starts a fresh one), and it is
 * terminated after a minute without jobs.
 *
 * @param job - what to do ({@link QpdfJob}).
 * @param onProgress - called with the percentage of the output written.
 * @param signal - aborts the job (rejects with an `AbortError` DOMException).
 * @returns the job's result; rejects with the ToolInputError the logic threw, or an Error for a bug.
 */
export function runQpdfJob<T>(job: QpdfJob, onProgress: (percent: number) => void, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Cancelled', 'AbortError'));
    clearTimeout(idleTimer);
    const worker = (warm ??= new Worker(new URL('./qpdf.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-qpdf' }));
    const detach = () => {
      signal.removeEventListener('abort', stop);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    const kill = () => {
      worker.terminate();
      if (warm === worker) warm = null;
    };
    function stop() {
      detach();
      kill();
      reject(new DOMException('Cancelled', 'AbortError'));
    }
    function onMessage(e: MessageEvent<QpdfAnswer>) {
      const a = e.data;
      if ('progress' in a) return onProgress(a.progress);
      detach();
      idleTimer = setTimeout(kill, IDLE_MS);
      if ('value' in a) resolve(a.value as T);
      else if ('error' in a) reject(new ToolInputError(a.error));
      else {
        kill();
        reject(new Error(a.bug));
      }
    }
    function onError(e: ErrorEvent) {
      detach();
      kill();
      reject(new Error(e.message || 'The worker failed.'));
    }
    signal.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage(job);
  });
}
