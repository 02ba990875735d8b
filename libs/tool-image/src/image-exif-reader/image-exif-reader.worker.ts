// The metadata reader's worker: walks the whole file (a 50-megapixel photo is tens of MB) off the
// main thread, estimates the JPEG quality and cuts the file down to its metadata; Cancel or a newer
// file terminates it.
import { exposeWorkerApi } from '@handy-tools/compute';
import { inspectImage, type InspectedImage } from './image-exif-reader.js';

/** What the worker exposes (Comlink). */
export interface ExifReaderWorkerApi {
  inspect(bytes: Uint8Array): Promise<InspectedImage>;
}

const api: ExifReaderWorkerApi = { inspect: async (bytes) => inspectImage(bytes) };

exposeWorkerApi(api);
