import { expose, transferHandlers, wrap, type Endpoint, type Remote, type TransferHandler } from 'comlink';
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
 *   restored with its message, line, column and position: {@link restoreWorkerError}), an `AbortError` DOMException when cancelled (test with
 *   `isAbortError`), an Error when the worker fails to start.
 */
export async function runWorkerJob<Api, T>(spawn: () => Worker, call: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw createAbortError();
  const worker = spawn();
  try {
    return await new Promise<T>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(createAbortError()), { once: true });
      worker.addEventListener('error', (e) => reject(new Error(`The worker failed: ${e.message || 'it could not start'}`)));
      call(wrap<Api>(worker)).then(resolve, (e: unknown) => reject(restoreWorkerError(e)));
    });
  } finally {
    worker.terminate();
  }
}

/** A Web Worker kept between jobs: see {@link createWarmWorker}. */
export interface WarmWorker<Api> {
  /**
   * Runs one job in the worker (started on first use, then kept).
   *
   * @param call - the job, given the worker's Comlink proxy.
   * @param signal - aborting a running job rejects it at once with an `AbortError` DOMException
   *   and terminates the worker (the next job starts a new one); once the job has settled,
   *   aborting does nothing.
   * @returns the job's result.
   * @throws as {@link runWorkerJob}: a restored `ToolInputError`, an `AbortError`, an Error when
   *   the worker fails.
   */
  run<T>(call: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Terminates the worker now (a job still running rejects with an `AbortError`). */
  terminate(): void;
}

/**
 * A Web Worker that is kept for the next job, for work whose set-up is the expensive part (jq
 * compiled to WebAssembly: ~1 s to start a worker and instantiate it, a few milliseconds per
 * query after that). Like {@link runWorkerJob}, cancelling a running job terminates the worker —
 * what stops a computation that never ends — and the next job starts a fresh one. Without jobs
 * the worker is terminated after `idleMs`. Jobs are meant to run one at a time (as
 * `useAsyncResult` runs them: the previous job is aborted before the next starts); several at once
 * run one after the other in the worker, and aborting one terminates the others too (they reject
 * with an `AbortError`).
 *
 * @param spawn - creates the worker; write `new Worker(new URL('./x.worker.js', import.meta.url),
 *   { type: 'module' })` literally in the caller so Vite bundles the worker.
 * @param options - `idleMs`: how long the worker is kept without a job (default 60,000 ms).
 * @returns {@link WarmWorker}.
 */
export function createWarmWorker<Api>(spawn: () => Worker, options: { idleMs?: number } = {}): WarmWorker<Api> {
  const idleMs = options.idleMs ?? 60_000;
  interface Live {
    worker: Worker;
    api: Remote<Api>;
    /** Rejects the jobs running in this worker. */
    stops: Set<(error: Error) => void>;
  }
  let live: Live | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = (target: Live, error: Error) => {
    target.worker.terminate();
    if (live === target) live = null;
    for (const reject of [...target.stops]) reject(error);
  };
  const start = (): Live => {
    const worker = spawn();
    const started: Live = { worker, api: wrap<Api>(worker), stops: new Set() };
    worker.addEventListener('error', (e) => stop(started, new Error(`The worker failed: ${e.message || 'it could not start'}`)));
    return started;
  };
  return {
    run<T>(call: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(createAbortError());
      clearTimeout(idleTimer);
      const target = (live ??= start());
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => stop(target, createAbortError());
        target.stops.add(reject);
        signal?.addEventListener('abort', onAbort, { once: true });
        // Settled: aborting now does nothing, and the idle countdown starts.
        const settle = () => {
          target.stops.delete(reject);
          signal?.removeEventListener('abort', onAbort);
          if (live === target && target.stops.size === 0) idleTimer = setTimeout(() => stop(target, createAbortError()), idleMs);
        };
        call(target.api).then(
          (value) => {
            settle();
            resolve(value);
          },
          (e: unknown) => {
            settle();
            reject(restoreWorkerError(e));
          },
        );
      });
    },
    terminate() {
      clearTimeout(idleTimer);
      if (live) stop(live, createAbortError());
    },
  };
}

/**
 * Restores a `ToolInputError` that crossed a worker boundary: Comlink sends thrown errors back as
 * plain `Error`s with the name and message (and any own fields the worker's serializer kept), so
 * `instanceof ToolInputError` fails on the page. Any other error is returned as it is.
 *
 * @param error - what a worker job rejected with.
 * @returns a `ToolInputError` with the message and, when present as numbers, `line`, `column` and
 *   `position`; or `error` unchanged when it is not one.
 */
export function restoreWorkerError(error: unknown): unknown {
  if (!(error instanceof Error) || error.name !== 'ToolInputError' || error instanceof ToolInputError) return error;
  const { line, column, position } = error as { line?: unknown; column?: unknown; position?: unknown };
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return new ToolInputError(error.message, { line: num(line), column: num(column), position: num(position) });
}

/** Comlink's own handler for thrown values, kept for what {@link keepErrorFields} does not change. */
const comlinkThrowHandler = transferHandlers.get('throw') as TransferHandler<unknown, unknown>;

/**
 * Comlink's handler for a value thrown in a worker, except that an Error keeps its own fields of
 * primitive type (a `ToolInputError`'s `line`, `column` and `position`) beside its name, message
 * and stack; Comlink's receiving side copies them onto the Error it throws on the page, and
 * {@link restoreWorkerError} makes it a `ToolInputError` again.
 */
const keepErrorFields: TransferHandler<unknown, unknown> = {
  canHandle: (value): value is unknown => comlinkThrowHandler.canHandle(value),
  serialize(thrown) {
    const { value } = thrown as { value: unknown };
    if (!(value instanceof Error)) return comlinkThrowHandler.serialize(thrown);
    const fields = Object.fromEntries(
      Object.entries(value).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v)),
    );
    return [{ isError: true, value: { ...fields, message: value.message, name: value.name, stack: value.stack } }, []];
  },
  deserialize: (serialized) => comlinkThrowHandler.deserialize(serialized),
};

/**
 * Exposes a worker's API to the page through Comlink (`expose`), sending a thrown
 * `ToolInputError` back with its `line`, `column` and `position` (Comlink alone sends only an
 * Error's name, message and stack), so the page can point at the place in the input. Call it once,
 * at the top level of the worker module, instead of Comlink's `expose`.
 *
 * @param api - the functions the page calls (`runWorkerJob`, `createWarmWorker`).
 * @param endpoint - where to listen: the worker's global scope by default.
 */
export function exposeWorkerApi(api: object, endpoint?: Endpoint): void {
  transferHandlers.set('throw', keepErrorFields);
  expose(api, endpoint);
}
