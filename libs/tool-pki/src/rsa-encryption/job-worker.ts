import { ToolInputError } from '@handy-tools/ui/kit';

/** A job sent to a worker: the operation's name and its request (structured-cloneable). */
export interface JobMessage {
  id: number;
  op: string;
  request: unknown;
}

/** A worker's answer: the value, or the error (a user-facing ToolInputError or a bug). */
export type JobReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; userError: boolean; message: string };

/**
 * Serves jobs inside a worker: each message runs `ops[op](request)` and posts the value or the error.
 *
 * @param ops - the operations, by name; each returns a promise of a structured-cloneable value.
 */
export function serveJobs(ops: Record<string, (request: never) => Promise<unknown>>): void {
  const scope = globalThis as unknown as { addEventListener(type: 'message', listener: (e: MessageEvent<JobMessage>) => void): void; postMessage(message: JobReply): void };
  scope.addEventListener('message', (e) => {
    const { id, op, request } = e.data;
    const run = ops[op] as ((request: unknown) => Promise<unknown>) | undefined;
    Promise.resolve()
      .then(() => {
        if (!run) throw new Error(`Unknown operation ${op}`);
        return run(request);
      })
      .then(
        (value) => scope.postMessage({ id, ok: true, value }),
        (error: unknown) => scope.postMessage({ id, ok: false, userError: error instanceof ToolInputError, message: error instanceof Error ? error.message : String(error) }),
      );
  });
}

/** The error a cancelled job rejects with (as `fetch` does). */
export function abortError(): DOMException {
  return new DOMException('The job was cancelled.', 'AbortError');
}

/**
 * A worker kept between jobs for crypto that can take long on the main thread (node-forge's RSA
 * with a 4096-bit key, PBKDF2 of an encrypted key). Cancelling a running job terminates the
 * worker; the next job starts a fresh one. Where there is no `Worker` (Node, prerendering), jobs run
 * in place through `direct`.
 */
export class JobWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();

  /** @param spawn - creates the worker: a literal `new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' })`. */
  constructor(private readonly spawn: () => Worker) {}

  /**
   * Runs one job.
   *
   * @param op - the operation's name.
   * @param request - its request.
   * @param direct - the same operation in this thread, used where workers are missing.
   * @param signal - aborting rejects with an `AbortError` and terminates the worker if the job is still running.
   * @returns the job's value.
   * @throws ToolInputError as the operation threw it; Error for a bug or a worker that failed.
   */
  run<T>(op: string, request: unknown, direct: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError());
    if (typeof Worker === 'undefined') return direct();
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (!this.waiting.has(id)) return;
        this.waiting.delete(id);
        reject(abortError());
        this.stop();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.set(id, {
        resolve: (value) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(value as T);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      worker.postMessage({ id, op, request } satisfies JobMessage);
    });
  }

  /** Terminates the worker; jobs still running reject with an `AbortError`. */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const job of waiting) job.reject(abortError());
  }

  private start(): Worker {
    const worker = this.spawn();
    worker.addEventListener('message', (e: MessageEvent<JobReply>) => {
      const reply = e.data;
      const job = this.waiting.get(reply.id);
      if (!job) return;
      this.waiting.delete(reply.id);
      if (reply.ok) job.resolve(reply.value);
      else job.reject(reply.userError ? new ToolInputError(reply.message) : new Error(reply.message));
    });
    worker.addEventListener('error', (e) => {
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      this.worker?.terminate();
      this.worker = null;
      for (const job of waiting) job.reject(new Error(`The worker failed: ${e.message || 'it could not start'}`));
    });
    return worker;
  }
}
