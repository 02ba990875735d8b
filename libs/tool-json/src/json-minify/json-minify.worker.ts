// The JSON minify worker: minifies large documents off the main thread (Comlink).
import { expose } from 'comlink';
import { minifyJson } from './json-minify.js';

/** The API the worker exposes. */
export interface JsonMinifyWorkerApi {
  minifyJson: typeof minifyJson;
}

expose({ minifyJson } satisfies JsonMinifyWorkerApi);
