// The family's worker: runs the Docker tools' conversions of big inputs off the main thread (Comlink).
// Loaded on demand by docker-client.ts; cancelled by terminating the worker.
import { exposeWorkerApi } from '@handy-tools/compute';
import { runDockerJobHere, type DockerJob, type DockerJobResults } from './docker-job.js';

/** The API the worker exposes. */
export interface DockerWorkerApi {
  /** {@link runDockerJobHere} of one job. */
  run(job: DockerJob): DockerJobResults[DockerJob['kind']];
}

const api: DockerWorkerApi = { run: runDockerJobHere };

exposeWorkerApi(api);
