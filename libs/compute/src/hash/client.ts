import { proxy, wrap, type Remote } from 'comlink';
import { createAbortError, throwIfAborted } from './abort.js';
import { normalizeAlgorithms, type HashAlgorithm, type HashDigests } from './algorithms.js';
import type { HashBlobOptions, HashProgressCallback } from './hash.js';
import type { HashWorkerApi } from './hash.worker.js';
import { planHashJobs } from './plan.js';
import { defaultWebCryptoMaxBytes } from './strategy.js';

/** Options of {@link hashFile}. */
export interface HashFileOptions extends HashBlobOptions {
  /**
   * Most workers one file may use (default: the number of logical CPUs, at most 4). Several
   * algorithms on a large file are split across workers; a single algorithm uses one.
   */
  maxWorkers?: number;
}

/** Idle workers are terminated after this many milliseconds. */
const IDLE_TIMEOUT_MS = 30_000;

interface WorkerHandle {
  worker: Worker;
  api: Remote<HashWorkerApi>;
  /** Rejects when the worker fails (e.g. its script cannot load). */
  failed: Promise<never>;
}

function spawnWorker(): WorkerHandle {
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  const worker = new Worker(new URL('./hash.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-hash' });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (e) => reject(new Error(`The hashing worker failed: ${e.message || 'it could not start'}`)));
  });
  failed.catch(() => undefined);
  return { worker, api: wrap<HashWorkerApi>(worker), failed };
}

/** Workers kept after a job, reused by the next one and terminated after a while. */
const idle: WorkerHandle[] = [];
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function acquire(): WorkerHandle {
  return idle.pop() ?? spawnWorker();
}

function release(handle: WorkerHandle): void {
  idle.push(handle);
  clearTimeout(idleTimer);
  idleTimer = setTimeout(terminateHashWorkers, IDLE_TIMEOUT_MS);
}

/**
 * Terminates the idle hashing workers now (they are recreated on demand), e.g. when a tool
 * that prewarmed them closes. Running jobs are not affected; cancel those with their AbortSignal.
 */
export function terminateHashWorkers(): void {
  clearTimeout(idleTimer);
  for (const h of idle.splice(0)) h.worker.terminate();
}

/**
 * Starts the hashing workers ahead of use (e.g. when a tool that hashes files opens), so the
 * first `hashFile` does not wait for a worker to load. They stay idle until used or until
 * {@link terminateHashWorkers}; does nothing where `Worker` does not exist.
 *
 * @param count - how many workers to have ready (default: as many as `hashFile` may use).
 */
export function prewarmHashWorkers(count = defaultWorkers()): void {
  if (typeof Worker === 'undefined') return;
  clearTimeout(idleTimer);
  while (idle.length < count) idle.push(spawnWorker());
}

function defaultWorkers(): number {
  const cpus = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 0;
  return Math.max(1, Math.min(cpus || 2, 4));
}

/**
 * Hashes a File or Blob off the main thread, in the compute core's Web Worker(s), with progress
 * and cancel. The worker script loads on the first call. Where `Worker` does not exist (Node),
 * it runs `hashBlob` in the current thread instead.
 *
 * Several algorithms on a large file are split across up to `maxWorkers` workers (each reads
 * the file; see `planHashJobs`). Cancelling terminates those workers at once.
 *
 * @param file - the input.
 * @param algorithms - the digests wanted.
 * @param options - `onProgress(bytesDone, totalBytes)` (monotonic, ends at the total),
 *   `signal`, `chunkSize`, `webCryptoMaxBytes`, `webCrypto`, `maxWorkers` (see `hashBlob`).
 * @returns the raw digest of each algorithm.
 * @throws DOMException named `AbortError` when cancelled (check with `isAbortError`); an
 *   Error when the file cannot be read or the worker fails; TypeError for bad algorithms.
 */
export async function hashFile<A extends HashAlgorithm>(
  file: Blob,
  algorithms: readonly A[],
  options: HashFileOptions = {},
): Promise<HashDigests<A>> {
  const algos = normalizeAlgorithms(algorithms);
  const { signal, chunkSize, readAhead, webCrypto } = options;
  throwIfAborted(signal);
  if (typeof Worker === 'undefined') {
    // Node and other worker-less runtimes: hash here. Loaded on demand so that the browser
    // bundle of a page using hashFile does not carry hash-wasm (the worker has its own copy).
    const { hashBlob } = await import('./hash.js');
    return hashBlob(file, algos, options);
  }

  const webCryptoMaxBytes = options.webCryptoMaxBytes ?? defaultWebCryptoMaxBytes();
  const jobs = planHashJobs(algos, file.size, {
    workers: options.maxWorkers ?? defaultWorkers(),
    webCrypto: webCrypto !== 'never' && typeof crypto !== 'undefined' && !!crypto.subtle,
    webCryptoMaxBytes,
  });
  return runJobs(jobs, file.size, options, (api, job, progress) => api.hashBlob(file, job, { chunkSize, webCryptoMaxBytes, webCrypto, readAhead }, progress));
}

/** Options of {@link hashTextInWorkers}. */
export type HashTextInWorkersOptions = Pick<HashFileOptions, 'signal' | 'onProgress' | 'webCryptoMaxBytes' | 'maxWorkers'>;

/**
 * Texts shorter than this many UTF-16 code units go to one worker: sending the text to another
 * (a copy of its characters) and starting it costs more than the work it takes over.
 */
export const TEXT_MIN_PARALLEL_CHARS = 256 * 1024;

/**
 * Hashes a text, encoded as UTF-8 (WHATWG `TextEncoder`: a lone surrogate becomes U+FFFD), off
 * the main thread: the string itself is posted to the hashing worker(s) — a copy of its characters,
 * no encoding and no Blob on the page's thread — and each worker runs `hashLongText` on its share
 * of the algorithms (streamed through hash-wasm, or with WebCrypto for SHA-1/SHA-2 where reading
 * the whole input pays). Several algorithms are split across up to `maxWorkers` workers (`planHashJobs`; a text
 * under {@link TEXT_MIN_PARALLEL_CHARS} uses one). Cancelling terminates those workers at once.
 * Where `Worker` does not exist (Node), it hashes in the current thread instead.
 *
 * @param text - the message.
 * @param algorithms - the digests wanted (duplicates ignored).
 * @param options - `onProgress(done, total)` in UTF-16 code units of the text (monotonic, ends at
 *   `text.length`), `signal`, `webCryptoMaxBytes`, `maxWorkers` (default: the logical CPUs, at most 4).
 * @returns the raw digest of each algorithm, in canonical order (specifications: `HASH_ALGORITHM_INFO`).
 * @throws DOMException named `AbortError` when cancelled (check with `isAbortError`); an Error when
 *   a worker fails; TypeError for an empty or unknown algorithm list.
 */
export async function hashTextInWorkers<A extends HashAlgorithm>(text: string, algorithms: readonly A[], options: HashTextInWorkersOptions = {}): Promise<HashDigests<A>> {
  const algos = normalizeAlgorithms(algorithms);
  throwIfAborted(options.signal);
  if (typeof Worker === 'undefined') {
    const { hashLongText } = await import('./hash.js');
    return hashLongText(text, algos, options);
  }
  const webCryptoMaxBytes = options.webCryptoMaxBytes ?? defaultWebCryptoMaxBytes();
  // Planned on the text's length in code units (its UTF-8 size is not known before encoding; only
  // relative costs matter), and on hash-wasm's costs: each worker chooses WebCrypto for itself.
  const jobs = planHashJobs(algos, text.length, {
    workers: options.maxWorkers ?? defaultWorkers(),
    webCrypto: false,
    webCryptoMaxBytes,
    minParallelBytes: TEXT_MIN_PARALLEL_CHARS,
  });
  const digests = await runJobs(jobs, text.length, options, (api, job, progress) => api.hashText(text, job, { webCryptoMaxBytes }, progress));
  const out = {} as HashDigests<A>;
  for (const a of algos) out[a] = digests[a];
  return out;
}

/**
 * Runs hashing jobs, one per worker (idle ones reused, others started), and merges their digests.
 * Progress is the average of the jobs' counts against `total` (bytes of a file, code units of a
 * text). A cancel or a failure terminates the job's workers.
 */
async function runJobs<A extends HashAlgorithm>(
  jobs: A[][],
  total: number,
  { signal, onProgress }: Pick<HashFileOptions, 'signal' | 'onProgress'>,
  call: (api: Remote<HashWorkerApi>, job: A[], progress: HashProgressCallback) => Promise<Partial<Record<HashAlgorithm, Uint8Array>>>,
): Promise<HashDigests<A>> {
  const doneByJob = jobs.map(() => 0);
  let reported = -1;
  const report = () => {
    // Average over the jobs: monotonic because each job's count is.
    const done = Math.floor(doneByJob.reduce((s, d) => s + d, 0) / jobs.length);
    if (done > reported) {
      reported = done;
      onProgress?.(done, total);
    }
  };

  const handles = jobs.map(acquire);
  let settled = false;
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(createAbortError('Hashing was cancelled.'));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => undefined);

  try {
    const results = await Promise.race([
      Promise.all(
        jobs.map((job, i) => {
          const h = handles[i]!;
          const progress = proxy((done: number) => {
            if (settled) return;
            doneByJob[i] = done;
            report();
          });
          return Promise.race([call(h.api, job, progress), h.failed]);
        }),
      ),
      aborted,
    ]);
    settled = true;
    for (const h of handles) release(h);
    if (reported < total) onProgress?.(total, total);
    return Object.assign({}, ...results) as HashDigests<A>;
  } catch (e) {
    settled = true;
    // A worker that was cancelled or failed may still be busy: never reuse it.
    for (const h of handles) h.worker.terminate();
    throw e;
  } finally {
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}
