// The family's worker: converts or reformats big documents off the main thread (Comlink).
// Loaded on demand by formats-client.ts; cancelled by terminating the worker.
import { exposeWorkerApi } from '@handy-tools/compute';
import { runFormatsJobHere, type FormatsJob } from './formats-job.js';
import type { Converted } from './convert.js';

/** The API the worker exposes. */
export interface FormatsWorkerApi {
  /** {@link runFormatsJobHere} of one job. */
  run(job: FormatsJob): Converted;
}

const api: FormatsWorkerApi = { run: runFormatsJobHere };

exposeWorkerApi(api);
