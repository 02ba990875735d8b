// Splits a large text off the main thread (Comlink); started through runWorkerJob, terminated by a
// newer input or Cancel.
import { exposeWorkerApi } from '@handy-tools/compute';
import type { PromptPart } from './ai-prompt-splitter.js';
import { runSplitJob, type SplitJob } from './split-job.js';

/** The API the worker exposes. */
export interface AiPromptSplitterWorkerApi {
  /** Runs {@link runSplitJob}; its ToolInputError reaches the page restored. */
  split(job: SplitJob): Promise<PromptPart[]>;
}

const api: AiPromptSplitterWorkerApi = { split: (job) => runSplitJob(job) };

exposeWorkerApi(api);
