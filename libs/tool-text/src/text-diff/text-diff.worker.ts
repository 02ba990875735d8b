// Text diff's worker: compares long texts (and writes their patch) off the main thread (Comlink).
// jsdiff's `timeout` bounds a pathological pair; Cancel terminates the worker.
import { exposeWorkerApi } from '@handy-tools/compute';
import { diffTexts, unifiedDiff, type DiffTextsOptions, type TextDiff, type UnifiedDiffOptions } from './text-diff.js';

/** The API the worker exposes. */
export interface TextDiffWorkerApi {
  /** {@link diffTexts} and {@link unifiedDiff} of the same pair. */
  compare(a: string, b: string, options: DiffTextsOptions, patch: UnifiedDiffOptions): Promise<{ diff: TextDiff; patch: string | null }>;
}

const api: TextDiffWorkerApi = {
  async compare(a, b, options, patch) {
    return { diff: diffTexts(a, b, options), patch: unifiedDiff(a, b, patch) };
  },
};

exposeWorkerApi(api);
