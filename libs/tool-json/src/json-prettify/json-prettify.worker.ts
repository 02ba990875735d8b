// The JSON prettifier's worker: formats documents over ~1 MB off the main thread (Comlink).
// Started by JsonPrettifyTool through runWorkerJob; cancelled by terminating it. The document
// arrives once (a typed text is cloned once on its way in; an opened file comes as a Blob), and
// the output goes back as UTF-8 bytes whose buffer is transferred, with a short preview, so no
// multi-megabyte string is copied or decoded on the page's thread.
import { exposeWorkerApi, PACKED_PREVIEW_CHARS, textOfSource } from '@handy-tools/compute';
import type { PackedText } from '@handy-tools/ui/kit';
import { transfer } from 'comlink';
import { prettifyJsonToBytes, type PrettifyJsonOptions } from './json-prettify.js';

/** What the worker sends back: the output packed (bytes transferred, a preview to show). */
export interface PackedPrettifiedJson {
  output: PackedText;
  warnings: string[];
  notices: string[];
}

/** The API the worker exposes. */
export interface JsonPrettifyWorkerApi {
  /** {@link prettifyJsonToBytes} of a text or a file, with the output packed (its first `previewChars` characters as `preview`). */
  prettifyJson(source: string | Blob, options: PrettifyJsonOptions, previewChars?: number): Promise<PackedPrettifiedJson>;
}

/**
 * Packs formatted bytes: the first `chars` characters decoded as the preview.
 *
 * @param bytes - UTF-8.
 * @param length - the text's length in UTF-16 code units.
 * @param chars - characters of preview (at most).
 * @returns the packed text (the caller marks the buffer for transfer).
 */
function packBytes(bytes: Uint8Array, length: number, chars: number): PackedText {
  // A character takes at most 3 bytes per UTF-16 code unit; `stream` leaves a cut character out.
  const head = new TextDecoder().decode(bytes.subarray(0, chars * 3), { stream: true });
  return { bytes, length, preview: head.length > chars ? head.slice(0, chars) : head };
}

const api: JsonPrettifyWorkerApi = {
  async prettifyJson(source, options, previewChars = PACKED_PREVIEW_CHARS) {
    const { bytes, length, warnings, notices } = prettifyJsonToBytes(await textOfSource(source), options);
    return transfer({ output: packBytes(bytes, length, previewChars), warnings, notices }, [bytes.buffer]);
  },
};

exposeWorkerApi(api);
