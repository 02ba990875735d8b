import { ToolInputError } from '@handy-tools/ui/kit';
import type { PasswordAnalyser, PasswordAnalysis } from './password-strength-analyser.js';

/** A request to the worker. */
export interface AnalyseRequest {
  id: number;
  password: string;
  userInputs: string[];
}

/** A message from the worker: dictionaries loaded or not, or the result of a request. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; analysis?: PasswordAnalysis; error?: string };

/** Analyses passwords off the main thread (see {@link createPasswordAnalysisClient}). */
export interface PasswordAnalysisClient {
  /** Resolves once the dictionaries are loaded; rejects if they cannot be. */
  ready: Promise<void>;
  /**
   * Analyses a password (see `analysePasswordWith`). Only the latest waiting request is kept:
   * an older one that had not started rejects with an `AbortError` DOMException.
   */
  analyse(password: string, userInputs: string[]): Promise<PasswordAnalysis>;
  /** Stops the worker. */
  dispose(): void;
}

/** Whether an error is a request dropped for a newer one. */
export function isSupersededAnalysis(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Starts the zxcvbn worker (a module worker bundled by Vite; its dictionaries load with it), or,
 * where `Worker` does not exist (Node), analyses in this thread with `inThread`. The page never
 * passes `inThread`, so the dictionaries are bundled once, in the worker's graph only.
 *
 * @param inThread - where there is no `Worker`: loads the analyser (`loadPasswordAnalyser`).
 * @returns the client; call `dispose` when done.
 * @throws Error where there is no `Worker` and no `inThread` loader.
 */
export function createPasswordAnalysisClient(inThread?: () => Promise<PasswordAnalyser>): PasswordAnalysisClient {
  if (typeof Worker === 'undefined') {
    if (!inThread) throw new Error('Web Workers are not available here: pass an in-thread loader.');
    const loaded = inThread();
    return { ready: loaded.then(() => undefined), analyse: async (password, userInputs) => (await loaded).analyse(password, userInputs), dispose: () => undefined };
  }
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  const worker = new Worker(new URL('./password-strength.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-zxcvbn' });
  type Pending = { resolve: (a: PasswordAnalysis) => void; reject: (e: unknown) => void };
  let inFlight: (Pending & { id: number }) | null = null;
  let queued: (Pending & { password: string; userInputs: string[] }) | null = null;
  let nextId = 1;
  let settleReady: { resolve: () => void; reject: (e: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
  const pump = () => {
    if (inFlight || !queued) return;
    const { password, userInputs, ...pending } = queued;
    queued = null;
    inFlight = { ...pending, id: nextId++ };
    worker.postMessage({ id: inFlight.id, password, userInputs } satisfies AnalyseRequest);
  };
  worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    if (message.type === 'ready') settleReady.resolve();
    else if (message.type === 'failed') settleReady.reject(new Error(message.message));
    else if (inFlight && message.id === inFlight.id) {
      const done = inFlight;
      inFlight = null;
      if (message.analysis) done.resolve(message.analysis);
      else done.reject(new ToolInputError(message.error ?? 'This password could not be analysed.'));
      pump();
    }
  });
  worker.addEventListener('error', (event) => {
    const error = new Error(`The password analyser failed: ${event.message || 'it could not start'}`);
    settleReady.reject(error);
    inFlight?.reject(error);
    inFlight = null;
  });
  return {
    ready,
    analyse: (password, userInputs) =>
      new Promise<PasswordAnalysis>((resolve, reject) => {
        queued?.reject(new DOMException('A newer password replaced this one.', 'AbortError'));
        queued = { password, userInputs, resolve, reject };
        pump();
      }),
    dispose: () => worker.terminate(),
  };
}
