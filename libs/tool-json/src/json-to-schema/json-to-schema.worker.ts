// The JSON to Schema worker: infers schemas of large documents off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { jsonToSchema } from './json-to-schema.js';

/** The API the worker exposes. */
export interface JsonToSchemaWorkerApi {
  jsonToSchema: typeof jsonToSchema;
}

exposeWorkerApi({ jsonToSchema } satisfies JsonToSchemaWorkerApi);
