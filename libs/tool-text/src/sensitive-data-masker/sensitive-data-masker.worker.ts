// The sensitive data masker's worker: masks a large text off the main thread (Comlink), started by
// the tool through runWorkerJob; a newer input or Cancel terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { maskSensitiveData, type MaskOptions, type MaskResult } from './sensitive-data-masker.js';

/** The API the worker exposes. */
export interface SensitiveDataMaskerWorkerApi {
  /** Runs {@link maskSensitiveData}; its ToolInputError reaches the page restored. */
  mask(text: string, options: MaskOptions): MaskResult;
}

const api: SensitiveDataMaskerWorkerApi = { mask: (text, options) => maskSensitiveData(text, options) };

exposeWorkerApi(api);
