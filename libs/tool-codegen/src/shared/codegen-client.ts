import { createAbortError, restoreWorkerError } from '@handy-tools/compute';
import { wrap, type Remote } from 'comlink';
import type { CodegenRequest, GeneratedCode } from './codegen-types.js';
import type { CodegenWorkerApi } from './codegen.worker.js';

// One long-lived worker for the family, not one per job: a fresh worker must parse quicktype
// (~1 MB of JavaScript) and runs it cold, which measured 400–900 ms per keystroke in Chromium,
// against tens of milliseconds in a warm worker. Outdated jobs are dropped instead of killed:
//  - at most one job runs; a newer request replaces the one waiting (latest wins), so fast typing
//    never builds a queue;
//  - a job whose request is aborted keeps running, and its result is ignored; if it still runs
//    KILL_AFTER_MS after the abort (a huge sample), the worker is terminated and a new one starts;
//  - the worker is terminated after IDLE_MS without work, to give its memory back.

/** How long an aborted job may keep the worker busy before the worker is terminated. */
const KILL_AFTER_MS = 1500;
/** How long an idle worker is kept. */
const IDLE_MS = 120_000;

interface Job {
  request: CodegenRequest;
  resolve: (value: GeneratedCode) => void;
  reject: (error: unknown) => void;
  aborted: boolean;
}

let worker: { raw: Worker; api: Remote<CodegenWorkerApi> } | null = null;
let running: Job | null = null;
let waiting: Job | null = null;
let killTimer: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function spawn(): { raw: Worker; api: Remote<CodegenWorkerApi> } {
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  const raw = new Worker(new URL('./codegen.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-codegen' });
  raw.addEventListener('error', (e) => {
    const job = running;
    stop();
    job?.reject(new Error(`The code generator's worker failed: ${e.message || 'it could not start'}`));
    next();
  });
  return { raw, api: wrap<CodegenWorkerApi>(raw) };
}

/** Terminates the worker (a job it was running never settles; `running` is cleared). */
function stop(): void {
  worker?.raw.terminate();
  worker = null;
  running = null;
  clearTimeout(killTimer);
}

function start(job: Job): void {
  clearTimeout(idleTimer);
  running = job;
  worker ??= spawn();
  worker.api.generate(job.request).then(
    (value) => settle(job, () => job.resolve(value)),
    (error: unknown) => settle(job, () => job.reject(restoreWorkerError(error))),
  );
}

function settle(job: Job, report: () => void): void {
  if (running !== job) return; // its worker was terminated
  running = null;
  clearTimeout(killTimer);
  if (!job.aborted) report();
  next();
}

function next(): void {
  const job = waiting;
  waiting = null;
  if (job) start(job);
  else if (!running) {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(stop, IDLE_MS);
  }
}

/**
 * Generates code in the family's Web Worker (quicktype never loads on the main thread).
 *
 * @param request - the job.
 * @param signal - aborting rejects at once; the job's result is then ignored (see above).
 * @returns the generated code.
 * @throws ToolInputError for bad input; an `AbortError` DOMException when aborted or replaced by a
 *   newer request before it started; an Error when the worker fails.
 */
export function runCodegen(request: CodegenRequest, signal?: AbortSignal): Promise<GeneratedCode> {
  return new Promise<GeneratedCode>((resolve, reject) => {
    if (signal?.aborted) return reject(createAbortError());
    const job: Job = { request, resolve, reject, aborted: false };
    signal?.addEventListener(
      'abort',
      () => {
        job.aborted = true;
        reject(createAbortError());
        if (waiting === job) waiting = null;
        else if (running === job) {
          clearTimeout(killTimer);
          killTimer = setTimeout(() => {
            if (running !== job) return;
            stop();
            next();
          }, KILL_AFTER_MS);
        }
      },
      { once: true },
    );
    if (running) {
      waiting?.reject(createAbortError());
      if (waiting) waiting.aborted = true;
      waiting = job;
    } else start(job);
  });
}
