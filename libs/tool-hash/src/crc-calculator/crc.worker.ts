// The CRC worker: checksums of a file off the main thread (Comlink). Loaded on demand by
// crc-client.ts; cancelled by terminating the worker.
import { exposeWorkerApi } from '@handy-tools/compute';
import type { ByteInputEncoding } from '@handy-tools/bytes';
import { crcOfBlob, crcOfInput, type CrcValues } from './crc-calculator.js';

/** The API the worker exposes. */
export interface CrcWorkerApi {
  /** {@link crcOfBlob} of a file; `onProgress` is a `Comlink.proxy`. */
  crcOfBlob(blob: Blob, onProgress?: (done: number, total: number) => void): Promise<CrcValues>;
  /** {@link crcOfInput} of a text (a long one, pasted): its ToolInputError reaches the page restored. */
  crcOfInput(text: string, encoding: ByteInputEncoding): Promise<CrcValues>;
}

const api: CrcWorkerApi = {
  crcOfInput: (text, encoding) => crcOfInput(text, encoding),
  crcOfBlob: (blob, onProgress) => crcOfBlob(blob, { onProgress: onProgress ? (done, total) => void Promise.resolve(onProgress(done, total)).catch(() => undefined) : undefined }),
};

exposeWorkerApi(api);
