// The JSON minify worker: minifies large documents off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { minifyJson } from './json-minify.js';

/** The API the worker exposes. */
export interface JsonMinifyWorkerApi {
  minifyJson: typeof minifyJson;
}

exposeWorkerApi({ minifyJson } satisfies JsonMinifyWorkerApi);
