// The JavaScript deobfuscator's worker: webcrack (Babel) transforms the code off the main thread, and
// obfuscator.io's string decoders are interpreted here by Sval, never run on the page. The page
// terminates this worker on Cancel, on a newer input or after its time limit (a decoder that loops
// forever stops with it).
import { exposeWorkerApi } from '@handy-tools/compute';
import { jsUnobfuscate, type JsUnobfuscateOptions, type JsUnobfuscateResult } from './js-unobfuscator.js';

/** What the worker exposes through Comlink. */
export interface JsUnobfuscatorWorkerApi {
  /** {@link jsUnobfuscate}, with progress reported through a Comlink-proxied callback. */
  run(code: string, options: Partial<JsUnobfuscateOptions>, onProgress: (percent: number) => void): Promise<JsUnobfuscateResult>;
  /** Loads webcrack and the interpreter ahead of the first job (while the visitor pastes). */
  warm(): Promise<void>;
}

const api: JsUnobfuscatorWorkerApi = {
  run: (code, options, onProgress) => jsUnobfuscate(code, options, { onProgress: (percent) => void onProgress(percent) }),
  warm: async () => {
    await Promise.all([import('webcrack'), import('sval')]);
  },
};

exposeWorkerApi(api);
