import {
  createAdler32,
  createBLAKE2b,
  createBLAKE2s,
  createBLAKE3,
  createCRC32,
  createKeccak,
  createMD4,
  createMD5,
  createRIPEMD160,
  createSHA1,
  createSHA224,
  createSHA256,
  createSHA3,
  createSHA384,
  createSHA512,
  createSM3,
  createWhirlpool,
  createXXHash128,
  createXXHash3,
  createXXHash32,
  createXXHash64,
  type IHasher,
} from 'hash-wasm';
import { throwIfAborted } from './abort.js';
import { openBlobReader } from './blob-reader.js';
import { DEFAULT_CHUNK_SIZE, DEFAULT_READ_AHEAD } from './constants.js';
import { defaultWebCryptoMaxBytes, measureFreshMemoryCost, wholeFileIsFaster, type WebCryptoMode } from './strategy.js';

export type { WebCryptoMode } from './strategy.js';
import { HASH_ALGORITHM_INFO, normalizeAlgorithms, type HashAlgorithm, type HashDigests } from './algorithms.js';

/**
 * Progress callback: bytes hashed so far and the total number of bytes. Calls are in increasing
 * order of `bytesDone`, and the last call has `bytesDone === totalBytes`.
 */
export type HashProgressCallback = (bytesDone: number, totalBytes: number) => void;

/** Options of the streaming hash functions. */
export interface HashStreamOptions {
  /** Cancels the work; the function then rejects with a DOMException named `AbortError`. */
  signal?: AbortSignal;
  /** Called after each chunk (see {@link HashProgressCallback}). */
  onProgress?: HashProgressCallback;
}

/** Options of {@link hashBlob}. */
export interface HashBlobOptions extends HashStreamOptions {
  /** Bytes read per chunk (default {@link DEFAULT_CHUNK_SIZE}). A positive integer. */
  chunkSize?: number;
  /**
   * Inputs up to this many bytes may be hashed with WebCrypto for SHA-1, SHA-256, SHA-384 and
   * SHA-512 (default `defaultWebCryptoMaxBytes()`: 1/16 of `navigator.deviceMemory`, at most
   * 512 MiB, 256 MiB when unknown); 0 turns WebCrypto off.
   */
  webCryptoMaxBytes?: number;
  /** When WebCrypto is used within that limit (default `auto`; see {@link WebCryptoMode}). */
  webCrypto?: WebCryptoMode;
  /**
   * In `auto` mode, the cost of touching fresh memory in ms per MiB, when the caller knows it;
   * default: `measureFreshMemoryCost()` (measured once per realm).
   */
  freshMemoryCost?: number;
  /**
   * Slice reads kept in flight (default {@link DEFAULT_READ_AHEAD}); at least 1. Used only for
   * Blob-like inputs without `stream()`; Blob streams are read sequentially into reused buffers.
   */
  readAhead?: number;
}

/** Options of {@link hashChunks}. */
export interface HashChunksOptions extends HashStreamOptions {
  /** The total size when known, passed to `onProgress`; otherwise `onProgress` gets the bytes so far. */
  totalBytes?: number;
}

const factories: Record<HashAlgorithm, () => Promise<IHasher>> = {
  MD5: createMD5,
  'SHA-1': createSHA1,
  'SHA-224': createSHA224,
  'SHA-256': createSHA256,
  'SHA-384': createSHA384,
  'SHA-512': createSHA512,
  'SHA3-224': () => createSHA3(224),
  'SHA3-256': () => createSHA3(256),
  'SHA3-384': () => createSHA3(384),
  'SHA3-512': () => createSHA3(512),
  'RIPEMD-160': createRIPEMD160,
  'Keccak-224': () => createKeccak(224),
  'Keccak-256': () => createKeccak(256),
  'Keccak-384': () => createKeccak(384),
  'Keccak-512': () => createKeccak(512),
  'BLAKE2b-512': () => createBLAKE2b(512),
  'BLAKE2s-256': () => createBLAKE2s(256),
  BLAKE3: () => createBLAKE3(256),
  SM3: createSM3,
  Whirlpool: createWhirlpool,
  MD4: createMD4,
  // hash-wasm's default polynomial: 0xEDB88320, reflected CRC-32/ISO-HDLC.
  'CRC-32': () => createCRC32(),
  'Adler-32': createAdler32,
  // Seed 0, the xxHash default; digests in the canonical (big-endian) form.
  XXH32: () => createXXHash32(0),
  XXH64: () => createXXHash64(0, 0),
  XXH3: () => createXXHash3(0, 0),
  XXH128: () => createXXHash128(0, 0),
};

/**
 * Creates a fresh, initialised incremental hasher (hash-wasm) for one algorithm.
 *
 * @param algorithm - one of the supported algorithms.
 * @returns a hasher: `update(bytes)` any number of times, then `digest('binary')`.
 * @throws TypeError for an unknown algorithm.
 */
export async function createHasher(algorithm: HashAlgorithm): Promise<IHasher> {
  const factory = factories[algorithm];
  if (!factory) throw new TypeError(`Unknown hash algorithm "${String(algorithm)}"`);
  return (await factory()).init();
}

// One reusable hasher per algorithm for one-shot hashing. Safe to share: a one-shot run does
// init/update/digest synchronously, so two runs can never interleave on the same instance.
const oneShot = new Map<HashAlgorithm, Promise<IHasher>>();
function oneShotHasher(algorithm: HashAlgorithm): Promise<IHasher> {
  let hasher = oneShot.get(algorithm);
  if (!hasher) {
    hasher = factories[algorithm]();
    oneShot.set(algorithm, hasher);
    hasher.catch(() => oneShot.delete(algorithm));
  }
  return hasher;
}

/**
 * Hashes bytes held in memory with several algorithms (hash-wasm).
 *
 * @param data - the message.
 * @param algorithms - the digests wanted (duplicates ignored).
 * @returns the raw digest of each algorithm, `HASH_ALGORITHM_INFO[a].bits / 8` bytes (CRC-32: 4 …
 *   SHA-512: 64); checksums in big-endian (network) order, as their hex is written.
 * @throws TypeError when `algorithms` is empty or names an unknown algorithm.
 * Algorithms and their specifications: see `HASH_ALGORITHM_INFO` (MD4 RFC 1320, MD5 RFC 1321,
 * SHA-1/SHA-2 FIPS 180-4, SHA-3 FIPS 202, Keccak, BLAKE2 RFC 7693, BLAKE3, SM3, Whirlpool,
 * RIPEMD-160, CRC-32, Adler-32 RFC 1950, xxHash).
 */
export async function hashBytes<A extends HashAlgorithm>(data: Uint8Array, algorithms: readonly A[]): Promise<HashDigests<A>> {
  const algos = normalizeAlgorithms(algorithms);
  const hashers = await Promise.all(algos.map(oneShotHasher));
  const out = {} as HashDigests<A>;
  algos.forEach((a, i) => {
    out[a] = hashers[i]!.init().update(data).digest('binary');
  });
  return out;
}

/** Options of {@link hashInMemory}. */
export interface HashInMemoryOptions extends HashStreamOptions {
  /** Bytes fed to the hash-wasm hashers per step (default {@link DEFAULT_CHUNK_SIZE}); sets the progress steps. A positive integer. */
  chunkSize?: number;
  /**
   * Inputs up to this many bytes are digested with WebCrypto for SHA-1, SHA-256, SHA-384 and
   * SHA-512 where `crypto.subtle` exists (default `defaultWebCryptoMaxBytes()`); 0 turns WebCrypto off.
   */
  webCryptoMaxBytes?: number;
}

/** Up to this size the WebCrypto digests of {@link hashInMemory} run at once (each takes its own copy of the input). */
const CONCURRENT_WEBCRYPTO_BYTES = 64 * 1024 * 1024;

/**
 * Hashes bytes already in memory with several algorithms, at the speed each allows: SHA-1,
 * SHA-256, SHA-384 and SHA-512 with WebCrypto (`crypto.subtle.digest`, native code; Chromium runs
 * it on a thread of its own, so it overlaps the rest) where available and within
 * `webCryptoMaxBytes`, every other algorithm with hash-wasm, fed `chunkSize` bytes at a time (views
 * of the input, no copy) with progress and cancel between steps. Meant for the hashing worker,
 * which receives a whole text (see `hashTextInWorkers`), and for Node.
 *
 * @param data - the message.
 * @param algorithms - the digests wanted (duplicates ignored).
 * @param options - `signal`, `onProgress(bytesDone, totalBytes)` (after each step of the hash-wasm
 *   hashers; the last call has the total), `chunkSize`, `webCryptoMaxBytes`.
 * @returns the raw digest of each algorithm, in canonical order (specifications: see `HASH_ALGORITHM_INFO`).
 * @throws DOMException named `AbortError` when cancelled; TypeError for bad algorithms or a bad `chunkSize`.
 */
export async function hashInMemory<A extends HashAlgorithm>(data: Uint8Array, algorithms: readonly A[], options: HashInMemoryOptions = {}): Promise<HashDigests<A>> {
  const { signal, onProgress } = options;
  const algos = normalizeAlgorithms(algorithms);
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isSafeInteger(chunkSize) || chunkSize <= 0) throw new TypeError(`Invalid chunk size ${chunkSize}`);
  throwIfAborted(signal);
  const total = data.length;
  const viaWebCrypto = webCryptoAlgorithms(algos, total, options.webCryptoMaxBytes);
  const viaWasm = algos.filter((a) => !viaWebCrypto.includes(a));
  // Started first, so that the native digests run while hash-wasm works here.
  const native =
    total <= CONCURRENT_WEBCRYPTO_BYTES
      ? Promise.all(viaWebCrypto.map(async (a) => [a, new Uint8Array(await crypto.subtle.digest(HASH_ALGORITHM_INFO[a].webCrypto!, data as Uint8Array<ArrayBuffer>))] as const)).then(
          (pairs) => Object.fromEntries(pairs) as Partial<HashDigests<A>>,
        )
      : digestWithWebCrypto(data as Uint8Array<ArrayBuffer>, viaWebCrypto);
  native.catch(() => undefined); // awaited below; an abort meanwhile must not leave it unhandled
  const hashers = await Promise.all(viaWasm.map(createHasher));
  onProgress?.(0, total);
  for (let offset = 0; offset < total; offset += chunkSize) {
    throwIfAborted(signal);
    const chunk = data.subarray(offset, Math.min(total, offset + chunkSize));
    for (const h of hashers) h.update(chunk);
    if (offset + chunk.length < total) onProgress?.(offset + chunk.length, total);
  }
  const out = {} as HashDigests<A>;
  viaWasm.forEach((a, i) => {
    out[a] = hashers[i]!.digest('binary');
  });
  Object.assign(out, await native);
  throwIfAborted(signal);
  onProgress?.(total, total);
  const ordered = {} as HashDigests<A>;
  for (const a of algos) ordered[a] = out[a];
  return ordered;
}

/** UTF-16 code units {@link hashLongText} encodes per step, into one reused buffer (three bytes each at most). */
export const TEXT_CHUNK_CHARS = 256 * 1024;

/**
 * The UTF-8 bytes of a text, step by step: each step encodes at most `chunkChars` code units
 * (never ending between the two halves of a surrogate pair) with `TextEncoder.encodeInto` into
 * the same buffer, so no buffer of the text's size is allocated. A chunk is valid until the next
 * one is asked for. Calls `onStep(codeUnitsDone)` before yielding each chunk.
 */
function* utf8Chunks(text: string, chunkChars: number, onStep: (done: number) => void): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(Math.min(text.length, chunkChars) * 3);
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + chunkChars);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && end - start > 1 && last >= 0xd800 && last <= 0xdbff) end--;
    const { written } = encoder.encodeInto(text.slice(start, end), buffer);
    start = end;
    onStep(start);
    yield buffer.subarray(0, written);
  }
}

/** Options of {@link hashLongText}. */
export interface HashLongTextOptions extends HashStreamOptions {
  /** As for {@link hashInMemory}: the size limit of WebCrypto, 0 to turn it off. */
  webCryptoMaxBytes?: number;
  /** In `auto` WebCrypto choice, the cost of fresh memory in ms per MiB (default `measureFreshMemoryCost()`). */
  freshMemoryCost?: number;
  /** Code units encoded per step when the text is streamed (default {@link TEXT_CHUNK_CHARS}; at least 2). */
  chunkChars?: number;
}

/**
 * Hashes a text, encoded as UTF-8 (WHATWG `TextEncoder`: a lone surrogate becomes U+FFFD), the
 * way that costs least here, as `hashBlob` chooses for files:
 * - when WebCrypto can do some of the algorithms and {@link wholeFileIsFaster} says reading the
 *   whole input pays (ordinary hardware), the text is encoded whole and {@link hashInMemory} runs
 *   (native SHA-1/SHA-2 alongside hash-wasm);
 * - otherwise (fresh memory is dear, as in some virtual machines, or no WebCrypto) it is encoded
 *   `chunkChars` code units at a time into one reused buffer and every algorithm streams through
 *   hash-wasm: no allocation of the text's size.
 * Used by the hashing worker for `hashTextInWorkers`, and by it in Node.
 *
 * @param text - the message.
 * @param algorithms - the digests wanted (duplicates ignored).
 * @param options - `signal`, `onProgress(codeUnitsDone, text.length)` (UTF-16 code units of the
 *   text, monotonic, ends at the total), `webCryptoMaxBytes`, `freshMemoryCost`, `chunkChars`.
 * @returns the raw digest of each algorithm, in canonical order (specifications: see `HASH_ALGORITHM_INFO`).
 * @throws DOMException named `AbortError` when cancelled; TypeError for bad algorithms or a bad `chunkChars`.
 */
export async function hashLongText<A extends HashAlgorithm>(text: string, algorithms: readonly A[], options: HashLongTextOptions = {}): Promise<HashDigests<A>> {
  const { signal, onProgress } = options;
  const algos = normalizeAlgorithms(algorithms);
  const chunkChars = options.chunkChars ?? TEXT_CHUNK_CHARS;
  if (!Number.isSafeInteger(chunkChars) || chunkChars < 2) throw new TypeError(`Invalid chunk size ${chunkChars}`);
  throwIfAborted(signal);
  const total = text.length;
  // Sizes in code units: the UTF-8 size is 1 to 3 times as many bytes, known only once encoded.
  const native = webCryptoAlgorithms(algos, total, options.webCryptoMaxBytes);
  if (native.length > 0 && (total < SMALL_INPUT_BYTES || wholeFileIsFaster(native, options.freshMemoryCost ?? measureFreshMemoryCost()))) {
    const data = new TextEncoder().encode(text);
    return hashInMemory(data, algos, {
      signal,
      webCryptoMaxBytes: options.webCryptoMaxBytes,
      onProgress: onProgress && ((done, bytes) => onProgress(bytes > 0 ? Math.floor((done / bytes) * total) : total, total)),
    });
  }
  let charsDone = 0;
  const digests = await hashChunks(
    utf8Chunks(text, chunkChars, (done) => (charsDone = done)),
    algos,
    { signal, onProgress: onProgress && (() => onProgress(charsDone, total)) },
  );
  const out = {} as HashDigests<A>;
  for (const a of algos) out[a] = digests[a];
  return out;
}

/**
 * Hashes text, encoded as UTF-8 (the WHATWG Encoding Standard's `TextEncoder`).
 *
 * @param text - the message; lone surrogates become U+FFFD as `TextEncoder` does.
 * @param algorithms - the digests wanted.
 * @returns the raw digest of each algorithm.
 * @throws TypeError when `algorithms` is empty or names an unknown algorithm.
 */
export function hashText<A extends HashAlgorithm>(text: string, algorithms: readonly A[]): Promise<HashDigests<A>> {
  return hashBytes(new TextEncoder().encode(text), algorithms);
}

/**
 * Hashes a message given as a sequence of chunks (e.g. a Node stream) in one pass, with
 * incremental hash-wasm hashers, so memory stays bounded whatever the size.
 *
 * @param source - the chunks, in order (sync or async iterable of bytes).
 * @param algorithms - the digests wanted.
 * @param options - `signal` to cancel, `onProgress` after each chunk, `totalBytes` if known.
 * @returns the raw digest of each algorithm.
 * @throws DOMException named `AbortError` when cancelled; TypeError for bad algorithms;
 *   whatever the source throws.
 */
export async function hashChunks<A extends HashAlgorithm>(
  source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  algorithms: readonly A[],
  options: HashChunksOptions = {},
): Promise<HashDigests<A>> {
  const { signal, onProgress, totalBytes } = options;
  const algos = normalizeAlgorithms(algorithms);
  throwIfAborted(signal);
  const hashers = await Promise.all(algos.map(createHasher));
  let done = 0;
  onProgress?.(0, totalBytes ?? 0);
  for await (const chunk of source) {
    throwIfAborted(signal);
    for (const h of hashers) h.update(chunk);
    done += chunk.length;
    onProgress?.(done, totalBytes ?? done);
  }
  throwIfAborted(signal);
  const out = {} as HashDigests<A>;
  algos.forEach((a, i) => {
    out[a] = hashers[i]!.digest('binary');
  });
  return out;
}

/**
 * Which algorithms {@link hashBlob} may compute with WebCrypto for an input of `size` bytes.
 *
 * @param algorithms - the algorithms asked for.
 * @param size - input size in bytes.
 * @param webCryptoMaxBytes - the size limit of the WebCrypto path (0 turns it off); default
 *   `defaultWebCryptoMaxBytes()`.
 * @returns the subset `crypto.subtle.digest` can do (empty when WebCrypto is unavailable or the
 *   input is over the limit).
 */
export function webCryptoAlgorithms<A extends HashAlgorithm>(
  algorithms: readonly A[],
  size: number,
  webCryptoMaxBytes = defaultWebCryptoMaxBytes(),
): A[] {
  if (typeof globalThis.crypto?.subtle?.digest !== 'function' || size > webCryptoMaxBytes) return [];
  return algorithms.filter((a) => HASH_ALGORITHM_INFO[a].webCrypto !== undefined);
}

/** Inputs below this size take the whole-input WebCrypto path without measuring memory costs. */
const SMALL_INPUT_BYTES = 1024 * 1024;

/**
 * Hashes a Blob or File with several algorithms in one pass over its bytes: one read of the input
 * feeds every algorithm.
 *
 * Two paths, chosen per call:
 * - **whole input, WebCrypto**: the input is read, chunk by chunk (progress after each), straight
 *   into one buffer of its size, then SHA-1, SHA-256, SHA-384 and SHA-512 are digested by
 *   `crypto.subtle.digest` (native code: SHA extensions, AVX2). Taken when the input is at most
 *   `webCryptoMaxBytes` and, in `auto` mode, when {@link wholeFileIsFaster} says so for this
 *   environment (inputs under 1 MiB always), or always in `always` mode;
 * - **streamed**: the input is read into one reused chunk buffer and every algorithm updates a
 *   hash-wasm hasher, in bounded memory. Everything else, and everything when the whole buffer
 *   cannot be allocated.
 * Other algorithms asked for at the same time stream from the same chunks in both paths.
 *
 * @param blob - the input (a `File` is a `Blob`); works in browsers, workers and Node.
 * @param algorithms - the digests wanted.
 * @param options - `signal`, `onProgress` (bytes read so far, total; after each chunk),
 *   `chunkSize`, `webCryptoMaxBytes`, `webCrypto`, `freshMemoryCost`, `readAhead`.
 * @returns the raw digest of each algorithm (FIPS 180-4, FIPS 202, RFC 1321 … per
 *   `HASH_ALGORITHM_INFO`).
 * @throws DOMException named `AbortError` when cancelled; TypeError for bad algorithms or a
 *   bad `chunkSize` or `readAhead`; the read error when the blob cannot be read (e.g. the file was
 *   deleted), or an Error when it ended before its announced size.
 */
export async function hashBlob<A extends HashAlgorithm>(
  blob: Blob,
  algorithms: readonly A[],
  options: HashBlobOptions = {},
): Promise<HashDigests<A>> {
  const { signal, onProgress } = options;
  const algos = normalizeAlgorithms(algorithms);
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isSafeInteger(chunkSize) || chunkSize <= 0) throw new TypeError(`Invalid chunk size ${chunkSize}`);
  const readAhead = options.readAhead ?? DEFAULT_READ_AHEAD;
  if (!(Number.isSafeInteger(readAhead) && readAhead >= 1)) throw new TypeError(`Invalid read-ahead ${options.readAhead}`);
  throwIfAborted(signal);
  const total = blob.size;

  const mode = options.webCrypto ?? 'auto';
  let viaWebCrypto = mode === 'never' ? [] : webCryptoAlgorithms(algos, total, options.webCryptoMaxBytes);
  if (mode === 'auto' && viaWebCrypto.length > 0 && total >= SMALL_INPUT_BYTES && !wholeFileIsFaster(viaWebCrypto, options.freshMemoryCost ?? measureFreshMemoryCost())) {
    viaWebCrypto = [];
  }
  let whole: ArrayBuffer | null = null;
  if (viaWebCrypto.length > 0) {
    try {
      whole = new ArrayBuffer(total);
    } catch {
      viaWebCrypto = []; // not enough memory for one buffer: stream everything instead
    }
  }
  const viaWasm = algos.filter((a) => !viaWebCrypto.includes(a));
  const hashers = await Promise.all(viaWasm.map(createHasher));
  let scratch: ArrayBuffer | null = whole ? null : new ArrayBuffer(Math.min(chunkSize, total));

  const reader = openBlobReader(blob, chunkSize, readAhead);
  const onAbort = () => reader.close();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    onProgress?.(0, total);
    let offset = 0;
    while (offset < total) {
      const expected = Math.min(chunkSize, total - offset);
      const target = whole ? new Uint8Array(whole, offset, expected) : new Uint8Array(scratch!, 0, expected);
      const chunk = await reader.read(target);
      if (whole) whole = chunk.buffer;
      else scratch = chunk.buffer;
      throwIfAborted(signal);
      if (chunk.length !== expected) throw new Error(`The input changed while it was read (at byte ${offset} of ${total}).`);
      for (const h of hashers) h.update(chunk);
      offset += expected;
      onProgress?.(offset, total);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.close();
  }

  const out = {} as HashDigests<A>;
  viaWasm.forEach((a, i) => {
    out[a] = hashers[i]!.digest('binary');
  });
  if (whole) Object.assign(out, await digestWithWebCrypto(whole, viaWebCrypto));
  throwIfAborted(signal);
  return out;
}

// One digest at a time: each call takes its own copy of the input, so running them together would
// hold the input up to five times instead of twice (see defaultWebCryptoMaxBytes).
async function digestWithWebCrypto<A extends HashAlgorithm>(data: ArrayBuffer | Uint8Array<ArrayBuffer>, algorithms: readonly A[]): Promise<HashDigests<A>> {
  const out = {} as HashDigests<A>;
  for (const a of algorithms) out[a] = new Uint8Array(await crypto.subtle.digest(HASH_ALGORITHM_INFO[a].webCrypto!, data));
  return out;
}
