// The JSON prettifier's worker: formats documents over ~1 MB off the main thread (Comlink).
// Started by JsonPrettifyTool through runWorkerJob; cancelled by terminating it. The document
// arrives as a Blob when it was opened from a file, and the output goes back packed (bytes
// transferred), so no 50 MB string is copied on the page's thread.
import { packText, textOfSource } from '@handy-tools/compute';
import type { PackedText } from '@handy-tools/ui/kit';
import { expose } from 'comlink';
import { prettifyJson, type PrettifyJsonOptions } from './json-prettify.js';

/** The API the worker exposes. */
export interface JsonPrettifyWorkerApi {
  /** {@link prettifyJson} of a text or a file, with the output packed. */
  prettifyJson(source: string | Blob, options: PrettifyJsonOptions): Promise<{ output: PackedText; warnings: string[]; notices: string[] }>;
}

const api: JsonPrettifyWorkerApi = {
  async prettifyJson(source, options) {
    const { output, warnings, notices } = prettifyJson(await textOfSource(source), options);
    return { output: packText(output), warnings, notices };
  },
};

expose(api);
