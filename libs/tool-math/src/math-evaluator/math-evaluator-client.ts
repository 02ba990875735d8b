import { createWarmWorker, isAbortError } from '@handy-tools/compute';
import { ToolInputError } from '@handy-tools/ui/kit';
import type { MathEvaluationOptions, MathLineResult } from './math-evaluator.js';
import type { MathEvaluatorWorkerApi } from './math-evaluator.worker.js';

/** An evaluation taking longer than this is stopped (its worker terminated). */
export const EVALUATION_TIME_LIMIT_MS = 5_000;

// One worker kept between evaluations (and visits of the tool, until idle for a minute): loading
// mathjs takes a moment, an evaluation in a warm worker a few milliseconds.
const evaluator = createWarmWorker<MathEvaluatorWorkerApi>(
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  () => new Worker(new URL('./math-evaluator.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-math-evaluator' }),
);

/** What to evaluate. */
export interface MathJob {
  text: string;
  options: MathEvaluationOptions;
}

/**
 * Evaluates a job in the evaluator's Web Worker, stopping it after `limitMs` (counted once the
 * worker has loaded mathjs, which takes seconds on a slow device).
 *
 * @param job - the expressions and options.
 * @param signal - aborting rejects with an `AbortError` and, if the evaluation still runs, ends the worker.
 * @param limitMs - time limit (default {@link EVALUATION_TIME_LIMIT_MS}).
 * @returns the lines' results.
 * @throws ToolInputError when the time limit is reached or the worker runs out of memory; an `AbortError` when `signal` aborts.
 */
export async function evaluateInWorker(job: MathJob, signal: AbortSignal, limitMs = EVALUATION_TIME_LIMIT_MS): Promise<MathLineResult[]> {
  await evaluator.run((api) => api.ready(), signal);
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limitMs);
  try {
    return await evaluator.run((api) => api.evaluate(job.text, job.options), controller.signal);
  } catch (error) {
    if (timedOut && isAbortError(error)) {
      throw new ToolInputError(`Stopped after ${limitMs / 1000} s: the evaluation takes too long (a huge factorial, power or matrix?). Change the expressions to try again.`);
    }
    if (!isAbortError(error) && !(error instanceof ToolInputError)) {
      throw new ToolInputError(`The evaluation failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

/** Ends the evaluator's worker now (otherwise it ends after a minute without evaluations). */
export function endEvaluator(): void {
  evaluator.terminate();
}
