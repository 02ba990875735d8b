// The encoding family's worker: runs one conversion of CODEC_JOBS on a long text off the main
// thread (Comlink), so a pasted 2 MB text never freezes the page. Started by useCodecResult
// through runWorkerJob; a newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { CODEC_JOBS, type CodecJob } from './codec-jobs.js';

/** The API the worker exposes. */
export interface CodecWorkerApi {
  /** Runs `CODEC_JOBS[job](text, options)`; its ToolInputError reaches the page restored. */
  run(job: CodecJob, text: string, options: unknown): unknown;
}

const api: CodecWorkerApi = {
  run: (job, text, options) => (CODEC_JOBS[job] as (text: string, options: unknown) => unknown)(text, options),
};

exposeWorkerApi(api);
