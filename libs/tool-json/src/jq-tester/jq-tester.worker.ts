// The jq tester's worker: runs jq (WebAssembly) or a JSONPath query off the main thread
// (Comlink). Kept between queries (jq-client.ts); Cancel, or a new query while one still runs,
// terminates it, which is what stops a filter that never ends (`def f: f; f`).
import { exposeWorkerApi } from '@handy-tools/compute';
import { runQuery, type QueryJob, type QueryOutcome } from './jq-tester.js';

/** The API the worker exposes. */
export interface JqTesterWorkerApi {
  /** {@link runQuery} of one job. */
  run(job: QueryJob): Promise<QueryOutcome>;
}

// jq-wasm's runtime prints "Aborted(…)" with console.error when jq crashes; the crash is
// reported to the visitor as the query's error, so the line is not repeated in the console.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Aborted(')) return;
  consoleError(...args);
};

const api: JqTesterWorkerApi = { run: runQuery };

exposeWorkerApi(api);
