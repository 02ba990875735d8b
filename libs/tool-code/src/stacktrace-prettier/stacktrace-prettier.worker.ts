// The stack trace prettifier's worker: reads big traces (over 1,000,000 characters) off the main thread (Comlink).
import { exposeWorkerApi } from '@handy-tools/compute';
import { prettifyStackTrace } from './prettify-job.js';

/** The API the worker exposes. */
export interface StacktracePrettierWorkerApi {
  prettifyStackTrace: typeof prettifyStackTrace;
}

exposeWorkerApi({ prettifyStackTrace } satisfies StacktracePrettierWorkerApi);
