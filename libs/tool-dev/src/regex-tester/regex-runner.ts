import type { RegexJob, RegexReport } from './regex-tester.js';

/** What the worker sends back. */
export type RegexWorkerReply =
  | { id: number; report: RegexReport; error?: undefined; ready?: undefined }
  | { id: number; error: string; report?: undefined; ready?: undefined }
  /** Sent once the worker has loaded: the time limit counts from then, not from the worker's start-up. */
  | { ready: true; id?: undefined };

/** How long a new worker may take to load before the job is reported as failed (a busy machine is slow). */
const STARTUP_LIMIT_MS = 20_000;

/** The outcome of a job run with a time limit. */
export type RegexRunOutcome =
  | { kind: 'done'; report: RegexReport }
  | { kind: 'error'; message: string }
  | { kind: 'timeout'; ms: number }
  /** A newer job was started before this one could run. */
  | { kind: 'superseded' };

/**
 * Runs regex jobs in a Web Worker kept between jobs, with a time limit: a job still running after
 * `limitMs` (catastrophic backtracking, e.g. `(a+)+$` on "aaaa…b") has its worker terminated — the
 * only way to stop a RegExp — and the next job starts a fresh worker.
 */
export class RegexRunner {
  private worker: Worker | null = null;
  private ready: Promise<boolean> | null = null;
  private markReady: ((ok: boolean) => void) | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (outcome: RegexRunOutcome) => void; timer: ReturnType<typeof setTimeout> } | null = null;

  /** @param spawn - creates the worker (a literal `new Worker(new URL(…), { type: 'module' })` in the caller). */
  constructor(private readonly spawn: () => Worker) {}

  /**
   * Runs a job; a job already running is abandoned (its worker terminated).
   *
   * @param job - the job.
   * @param limitMs - the time limit in milliseconds.
   * @returns the report, the error message, a timeout, or `superseded` when a newer job replaced it before it ran.
   */
  async run(job: RegexJob, limitMs: number): Promise<RegexRunOutcome> {
    if (this.pending) this.stop();
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    this.latest = id;
    const ready = await this.ready;
    if (this.latest !== id || this.worker !== worker) return { kind: 'superseded' };
    if (!ready) {
      this.stop();
      return { kind: 'error', message: 'The worker did not start.' };
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.stop();
        resolve({ kind: 'timeout', ms: limitMs });
      }, limitMs);
      this.pending = { id, resolve, timer };
      worker.postMessage({ id, job });
    });
  }

  private latest = 0;

  /** Terminates the worker (a running job is dropped). */
  stop(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    this.markReady?.(false);
    this.ready = null;
    this.markReady = null;
  }

  private start(): Worker {
    const worker = this.spawn();
    this.ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), STARTUP_LIMIT_MS);
      this.markReady = (ok) => {
        clearTimeout(timer);
        resolve(ok);
      };
    });
    worker.onmessage = (event: MessageEvent<RegexWorkerReply>) => {
      if (event.data.ready) {
        this.markReady?.(true);
        return;
      }
      const pending = this.pending;
      if (!pending || pending.id !== event.data.id) return;
      clearTimeout(pending.timer);
      this.pending = null;
      pending.resolve(event.data.report ? { kind: 'done', report: event.data.report } : { kind: 'error', message: event.data.error ?? '' });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const pending = this.pending;
      this.stop();
      pending?.resolve({ kind: 'error', message: `The worker failed: ${event.message || 'it could not start'}` });
    };
    return worker;
  }
}
