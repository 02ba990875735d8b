import { ToolInputError } from '@handy-tools/ui/kit';

// A tiny request/response protocol over postMessage for the PKI tools' workers (key
// generation and signing off the main thread). Each call has an id; the worker answers
// `{ id, ok, value }` or `{ id, ok: false, name, message, field }`.

/** The functions a worker serves: each takes structured-cloneable arguments and returns a promise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list
export type WorkerApi = Record<string, (...args: any[]) => Promise<unknown>>;

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  name?: string;
  message?: string;
  field?: string;
  line?: number;
}

/** A worker scope, as much of it as {@link serveWorkerApi} uses. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; method: string; args: unknown[] }>) => void) | null;
  postMessage(message: Reply): void;
}

/**
 * Serves `api` in a worker: answers each `{ id, method, args }` message with the result or the
 * error (a ToolInputError keeps its name, message, line and `field`).
 *
 * @param api - the functions.
 * @param scope - the worker's global scope (`self`).
 */
export function serveWorkerApi(api: WorkerApi, scope: unknown): void {
  const self = scope as WorkerScope;
  self.onmessage = (event) => {
    const { id, method, args } = event.data;
    const fn = api[method];
    Promise.resolve()
      .then(() => {
        if (!fn) throw new Error(`Unknown method ${method}`);
        return fn(...args);
      })
      .then(
        (value) => self.postMessage({ id, ok: true, value }),
        (e: unknown) => {
          const error = e instanceof Error ? e : new Error(String(e));
          const { field, line } = error as { field?: string; line?: number };
          self.postMessage({ id, ok: false, name: error.name, message: error.message, field, line });
        },
      );
  };
}

/** An AbortError, as `fetch` and libs/compute reject with. */
export function abortError(): DOMException {
  return new DOMException('The job was cancelled.', 'AbortError');
}

/** Whether `e` is an AbortError. */
export function isAbortError(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/** A ToolInputError restored on the page, with the field it points at. */
export class WorkerInputError extends ToolInputError {
  readonly field?: string;
  constructor(message: string, field?: string, line?: number) {
    super(message, { line });
    this.field = field;
  }
}

/** A worker client: see {@link createWorkerClient}. */
export interface WorkerClient<A extends WorkerApi> {
  /**
   * Calls `method` in the worker (started on first use, then kept).
   *
   * @param options - `signal`: aborting rejects at once with an AbortError; with `terminate`
   *   the worker is also stopped (what ends a long key generation; the next call starts a new one).
   */
  call<K extends keyof A & string>(
    method: K,
    args: Parameters<A[K]>,
    options?: { signal?: AbortSignal; terminate?: boolean },
  ): Promise<Awaited<ReturnType<A[K]>>>;
  /** Stops the worker; calls still running reject with an AbortError. */
  terminate(): void;
}

/**
 * A client of a worker that serves an API with {@link serveWorkerApi}.
 *
 * @param spawn - creates the worker: write `new Worker(new URL('./x.worker.js', import.meta.url),
 *   { type: 'module' })` literally in the caller so Vite bundles it.
 * @returns the client.
 */
export function createWorkerClient<A extends WorkerApi>(spawn: () => Worker): WorkerClient<A> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: unknown) => void }>();
  const stop = (error: unknown) => {
    worker?.terminate();
    worker = null;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const start = () => {
    const w = spawn();
    w.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.value as never);
      else
        p.reject(
          reply.name === 'ToolInputError' ? new WorkerInputError(reply.message ?? '', reply.field, reply.line) : new Error(reply.message),
        );
    };
    w.onerror = (event) => stop(new Error(`The worker failed: ${event.message || 'it could not start'}`));
    return w;
  };
  return {
    call(method, args, options = {}) {
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(abortError());
      const w = (worker ??= start());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: never) => void, reject });
        signal?.addEventListener(
          'abort',
          () => {
            if (!pending.has(id)) return;
            pending.delete(id);
            if (options.terminate) stop(abortError());
            reject(abortError());
          },
          { once: true },
        );
        w.postMessage({ id, method, args });
      });
    },
    terminate: () => stop(abortError()),
  };
}
