// The JSON linter worker: checks large documents off the main thread (Comlink).
import { expose } from 'comlink';
import { lintJson } from './json-linter.js';

/** The API the worker exposes. */
export interface JsonLinterWorkerApi {
  lintJson: typeof lintJson;
}

expose({ lintJson } satisfies JsonLinterWorkerApi);
