// The JSON to JavaScript worker: converts large documents off the main thread (Comlink).
import { expose } from 'comlink';
import { jsonToJavascript } from './json-to-javascript.js';

/** The API the worker exposes. */
export interface JsonToJavascriptWorkerApi {
  jsonToJavascript: typeof jsonToJavascript;
}

expose({ jsonToJavascript } satisfies JsonToJavascriptWorkerApi);
