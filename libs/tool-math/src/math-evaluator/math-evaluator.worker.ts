// The math evaluator's worker: evaluates the expressions with mathjs off the main thread
// (Comlink). Kept between evaluations (math-evaluator-client.ts); Cancel, the time limit, or new
// input while an evaluation still runs terminates it, which is what stops `factorial(100000)`
// with BigNumbers or a matrix too large to build.
import { exposeWorkerApi } from '@handy-tools/compute';
import { evaluateLines, type MathEvaluationOptions, type MathLineResult } from './math-evaluator.js';

/** The API the worker exposes. */
export interface MathEvaluatorWorkerApi {
  /** Answers once the worker has loaded (mathjs included): the time limit starts after it. */
  ready(): boolean;
  /** {@link evaluateLines} of one text. */
  evaluate(text: string, options: MathEvaluationOptions): MathLineResult[];
}

const api: MathEvaluatorWorkerApi = { ready: () => true, evaluate: evaluateLines };

exposeWorkerApi(api);
