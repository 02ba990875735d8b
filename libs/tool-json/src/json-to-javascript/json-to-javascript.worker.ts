// The JSON to JavaScript worker: converts large documents off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { jsonToJavascript } from './json-to-javascript.js';

/** The API the worker exposes. */
export interface JsonToJavascriptWorkerApi {
  jsonToJavascript: typeof jsonToJavascript;
}

exposeWorkerApi({ jsonToJavascript } satisfies JsonToJavascriptWorkerApi);
