// The JSON to object worker: converts large documents off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { jsonToObject } from './json-to-object.js';

/** The API the worker exposes. */
export interface JsonToObjectWorkerApi {
  jsonToObject: typeof jsonToObject;
}

exposeWorkerApi({ jsonToObject } satisfies JsonToObjectWorkerApi);
