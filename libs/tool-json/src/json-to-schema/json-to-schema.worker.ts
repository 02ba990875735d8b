// The JSON to Schema worker: infers schemas of large documents off the main thread (Comlink).
import { expose } from 'comlink';
import { jsonToSchema } from './json-to-schema.js';

/** The API the worker exposes. */
export interface JsonToSchemaWorkerApi {
  jsonToSchema: typeof jsonToSchema;
}

expose({ jsonToSchema } satisfies JsonToSchemaWorkerApi);
