import { ToolInputError } from '@handy-tools/ui/kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A message from a PGP worker to the page. */
export type PgpWorkerReply = { id?: number } & ({ type: 'progress'; value: number } | { type: 'result'; value: unknown } | { type: 'error'; name: string; message: string });

/** Whether an error means "cancelled" (a DOMException or Error named `AbortError`). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function abortError(): Error {
  return new DOMException('The operation was cancelled.', 'AbortError');
}

/**
 * Runs one job in a fresh Web Worker (plain `postMessage`: the request goes in, progress and the
 * result or error come back) and terminates the worker when the job ends or is aborted, which is
 * what stops a long key generation. A `ToolInputError` thrown in the worker is thrown again here.
 *
 * @param spawn - creates the worker: write `new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' })` literally.
 * @param request - the job's request (structured-cloneable).
 * @param job - `onProgress` (fraction 0 to 1) and `signal` (aborting rejects with an `AbortError`).
 * @returns the job's result.
 */
export function runPgpWorker<T>(spawn: () => Worker, request: unknown, job: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<T> {
  if (job.signal?.aborted) return Promise.reject(abortError());
  const worker = spawn();
  return new Promise<T>((resolve, reject) => {
    job.signal?.addEventListener('abort', () => reject(abortError()), { once: true });
    worker.addEventListener('error', (e) => reject(new Error(`The worker failed: ${e.message || 'it could not start'}`)));
    worker.addEventListener('message', (e: MessageEvent<PgpWorkerReply>) => {
      const reply = e.data;
      if (reply.type === 'progress') job.onProgress?.(reply.value);
      else if (reply.type === 'result') resolve(reply.value as T);
      else reject(reply.name === 'ToolInputError' ? new ToolInputError(reply.message) : new Error(reply.message));
    });
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/**
 * A Web Worker kept between jobs (openpgp.js is parsed once, not on every keystroke): jobs carry
 * an id; aborting a job that is still running ends the worker (so a slow job never holds up the
 * next), as does {@link WarmPgpWorker.terminate}; the next job then starts a new one.
 */
export class WarmPgpWorker {
  private worker: Worker | null = null;
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void; onProgress?: (f: number) => void }>();

  /** @param spawn - creates the worker (a literal `new Worker(new URL(…), { type: 'module' })`). */
  constructor(private readonly spawn: () => Worker) {}

  /**
   * Runs one job.
   *
   * @param request - structured-cloneable request.
   * @param job - `onProgress`, and `signal` (aborting rejects with an `AbortError`).
   * @returns the result.
   */
  run<T>(request: unknown, job: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<T> {
    if (job.signal?.aborted) return Promise.reject(abortError());
    const worker = (this.worker ??= this.start());
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress: job.onProgress });
      job.signal?.addEventListener(
        'abort',
        () => {
          // Still running: end the worker (a slow unlock or RSA job would hold up the next one); the next job starts a new worker.
          if (this.pending.has(id)) this.terminate();
        },
        { once: true },
      );
      worker.postMessage({ id, request });
    });
  }

  /** Ends the worker now; the jobs running reject with an `AbortError`. */
  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(abortError());
    this.pending.clear();
  }

  private start(): Worker {
    const worker = this.spawn();
    worker.addEventListener('error', (e) => {
      const error = new Error(`The worker failed: ${e.message || 'it could not start'}`);
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
      worker.terminate();
      if (this.worker === worker) this.worker = null;
    });
    worker.addEventListener('message', (e: MessageEvent<PgpWorkerReply>) => {
      const reply = e.data;
      const p = reply.id === undefined ? undefined : this.pending.get(reply.id);
      if (!p) return;
      if (reply.type === 'progress') return p.onProgress?.(reply.value);
      this.pending.delete(reply.id as number);
      if (reply.type === 'result') p.resolve(reply.value);
      else p.reject(reply.name === 'ToolInputError' ? new ToolInputError(reply.message) : new Error(reply.message));
    });
    return worker;
  }
}

/**
 * Answers a worker's requests: runs `handle` on each message and posts progress, the result or the
 * error (name and message) back. Call it in a `*.worker.ts` file.
 *
 * @param scope - the worker's global scope (`self`).
 * @param handle - the job: the request and a progress callback; returns the (cloneable) result.
 */
export function servePgpWorker<R>(scope: { onmessage: ((e: MessageEvent) => void) | null; postMessage: (message: PgpWorkerReply) => void }, handle: (request: R, onProgress: (fraction: number) => void) => Promise<unknown>): void {
  // Jobs run one after the other; a request may come in an envelope `{ id, request }` (WarmPgpWorker), answered with its id.
  let queue: Promise<unknown> = Promise.resolve();
  scope.onmessage = (e: MessageEvent) => {
    const data = e.data as { id?: unknown; request?: unknown };
    const enveloped = typeof data === 'object' && data !== null && typeof data.id === 'number' && 'request' in data;
    const id = enveloped ? (data.id as number) : undefined;
    const post = (reply: PgpWorkerReply) => scope.postMessage(id === undefined ? reply : { ...reply, id });
    const request = (enveloped ? data.request : e.data) as R;
    queue = queue.then(() =>
      handle(request, (value) => post({ type: 'progress', value })).then(
        (value) => post({ type: 'result', value }),
        (err: unknown) => post({ type: 'error', name: err instanceof Error ? err.name : 'Error', message: err instanceof Error ? err.message : String(err) }),
      ),
    );
  };
}

/** The state of a job run by {@link usePgpJob}. */
export interface PgpJobState<T> {
  running: boolean;
  /** Fraction done, 0 to 1. */
  progress: number;
  /** The last result and the request it answers (compared with `===`). */
  result?: { for: unknown; value: T };
  /** The user-facing error of the last run and its request. */
  error?: { for: unknown; message: string };
  /** The last run was cancelled by the user. */
  cancelled: boolean;
}

const IDLE = { running: false, progress: 0, cancelled: false } as const;

/**
 * One background job at a time with progress and Cancel: starting a job quietly aborts the one
 * running; `cancel()` aborts it, calls `onCancel` (e.g. to terminate a warm worker) and reports
 * `cancelled`; unmounting aborts it.
 *
 * @param onCancel - called when the visitor cancels (keep it stable).
 * @returns the state, `start(request, run)` and `cancel()`.
 */
export function usePgpJob<T>(onCancel?: () => void) {
  const [state, setState] = useState<PgpJobState<T>>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const cancel = useCallback(() => {
    const ctrl = controller.current;
    controller.current = null;
    ctrl?.abort();
    onCancel?.();
    if (ctrl) setState((s) => ({ ...s, running: false, progress: 0, cancelled: true }));
  }, [onCancel]);
  const start = useCallback((request: unknown, run: (job: { onProgress: (f: number) => void; signal: AbortSignal }) => Promise<T>) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    setState((s) => ({ ...s, running: true, progress: 0, cancelled: false }));
    run({ signal: ctrl.signal, onProgress: (progress) => controller.current === ctrl && setState((s) => ({ ...s, progress })) }).then(
      (value) => {
        if (controller.current !== ctrl) return;
        controller.current = null;
        setState({ running: false, progress: 1, result: { for: request, value }, cancelled: false });
      },
      (e: unknown) => {
        if (controller.current !== ctrl || isAbortError(e)) return;
        controller.current = null;
        const message = e instanceof ToolInputError ? e.message : `Unexpected error: ${e instanceof Error ? e.message : String(e)}`;
        setState((s) => ({ running: false, progress: 0, result: s.result, error: { for: request, message }, cancelled: false }));
      },
    );
  }, []);
  useEffect(() => () => controller.current?.abort(), []);
  return { state, start, cancel };
}
