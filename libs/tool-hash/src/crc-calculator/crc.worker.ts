// The CRC worker: checksums of a file off the main thread (Comlink). Loaded on demand by
// crc-client.ts; cancelled by terminating the worker.
import { expose } from 'comlink';
import { crcOfBlob, type CrcValues } from './crc-calculator.js';

/** The API the worker exposes. */
export interface CrcWorkerApi {
  /** {@link crcOfBlob} of a file; `onProgress` is a `Comlink.proxy`. */
  crcOfBlob(blob: Blob, onProgress?: (done: number, total: number) => void): Promise<CrcValues>;
}

const api: CrcWorkerApi = {
  crcOfBlob: (blob, onProgress) => crcOfBlob(blob, { onProgress: onProgress ? (done, total) => void Promise.resolve(onProgress(done, total)).catch(() => undefined) : undefined }),
};

expose(api);
