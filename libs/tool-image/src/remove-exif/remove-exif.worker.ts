// Remove EXIF's worker: walks and copies the whole file off the main thread, so a 50-megapixel
// photo never freezes the page; Cancel or a newer file terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { removeExif, type RemoveExifResult, type StripOptions } from './remove-exif.js';

/** What the worker exposes (Comlink). */
export interface RemoveExifWorkerApi {
  strip(bytes: Uint8Array, options: StripOptions): Promise<RemoveExifResult>;
}

const api: RemoveExifWorkerApi = { strip: async (bytes, options) => removeExif(bytes, options) };

exposeWorkerApi(api);
