// @handy-tools/compute — the compute core: hashing (hash-wasm + WebCrypto, streamed by chunks,
// with progress and cancel) usable in Node, and a Web Worker client for the browser.
export * from './hash/abort.js';
export * from './hash/algorithms.js';
export * from './hash/constants.js';
export * from './hash/hash.js';
export * from './hash/plan.js';
export * from './hash/strategy.js';
export { hashFile, hashTextInWorkers, prewarmHashWorkers, terminateHashWorkers, TEXT_MIN_PARALLEL_CHARS, type HashFileOptions, type HashTextInWorkersOptions } from './hash/client.js';
export { createWarmWorker, exposeWorkerApi, restoreWorkerError, runWorkerJob, type WarmWorker } from './worker-job.js';
export { packText, PACKED_PREVIEW_CHARS, textOfSource } from './packed-text.js';
export { TEXT_BLOB_CHUNK_CHARS, textToBlob } from './text-blob.js';
