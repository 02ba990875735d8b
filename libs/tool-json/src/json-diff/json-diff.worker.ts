// The JSON diff worker: parses and compares big documents off the main thread (Comlink).
// Loaded on demand by json-diff-client.ts; cancelled by terminating the worker.
import { exposeWorkerApi } from '@handy-tools/compute';
import { diffJsonOutcome, type JsonDiffOutcome, type JsonDiffTextsOptions } from './json-diff.js';

/** The API the worker exposes. */
export interface JsonDiffWorkerApi {
  /** {@link diffJsonOutcome} of two documents. */
  diff(left: string, right: string, options: JsonDiffTextsOptions): JsonDiffOutcome;
}

const api: JsonDiffWorkerApi = { diff: diffJsonOutcome };

exposeWorkerApi(api);
