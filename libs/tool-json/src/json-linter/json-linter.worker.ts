// The JSON linter worker: checks large documents off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { lintJson } from './json-linter.js';

/** The API the worker exposes. */
export interface JsonLinterWorkerApi {
  lintJson: typeof lintJson;
}

exposeWorkerApi({ lintJson } satisfies JsonLinterWorkerApi);
