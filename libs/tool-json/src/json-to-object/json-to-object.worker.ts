// The JSON to object worker: converts large documents off the main thread (Comlink).
import { expose } from 'comlink';
import { jsonToObject } from './json-to-object.js';

/** The API the worker exposes. */
export interface JsonToObjectWorkerApi {
  jsonToObject: typeof jsonToObject;
}

expose({ jsonToObject } satisfies JsonToObjectWorkerApi);
