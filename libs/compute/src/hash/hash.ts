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
import { createAbortError, isAbortError, throwIfAborted } from './abort.js';
import { DEFAULT_CHUNK_SIZE, DEFAULT_READ_AHEAD, DEFAULT_WEBCRYPTO_MAX_BYTES } from './constants.js';
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
   * Inputs up to this many bytes are hashed with WebCrypto for SHA-1, SHA-256, SHA-384 and
   * SHA-512 (default {@link DEFAULT_WEBCRYPTO_MAX_BYTES}); 0 turns WebCrypto off.
   */
  webCryptoMaxBytes?: number;
  /** Chunk reads kept in flight (default {@link DEFAULT_READ_AHEAD}); at least 1. */
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
 * Which algorithms {@link hashBlob} computes with WebCrypto for an input of `size` bytes.
 *
 * @param algorithms - the algorithms asked for.
 * @param size - input size in bytes.
 * @param webCryptoMaxBytes - the size limit of the WebCrypto path (0 turns it off).
 * @returns the subset done by `crypto.subtle.digest` (empty when WebCrypto is unavailable).
 */
export function webCryptoAlgorithms<A extends HashAlgorithm>(
  algorithms: readonly A[],
  size: number,
  webCryptoMaxBytes = DEFAULT_WEBCRYPTO_MAX_BYTES,
): A[] {
  if (typeof globalThis.crypto?.subtle?.digest !== 'function' || size > webCryptoMaxBytes) return [];
  return algorithms.filter((a) => HASH_ALGORITHM_INFO[a].webCrypto !== undefined);
}

/**
 * Hashes a Blob or File with several algorithms in one pass over its bytes, reading it in
 * chunks (the next chunks are read while the current one is hashed).
 *
 * Strategy: when the input is at most `webCryptoMaxBytes`, SHA-1, SHA-256, SHA-384 and SHA-512
 * are computed with WebCrypto (several times faster than WASM, but one shot: the chunks are
 * gathered into one buffer of the input's size); every other algorithm, and all of them for
 * larger inputs, stream through hash-wasm in bounded memory. If the buffer cannot be
 * allocated, everything streams. When WebCrypto does every algorithm asked for and `FileReader`
 * exists (browsers and workers), the input is read by one FileReader read instead (progress from
 * its events), which avoids gathering chunks.
 *
 * @param blob - the input (a `File` is a `Blob`); works in browsers, workers and Node.
 * @param algorithms - the digests wanted.
 * @param options - `signal`, `onProgress` (bytes read so far, total), `chunkSize`, `webCryptoMaxBytes`,
 *   `readAhead`.
 * @returns the raw digest of each algorithm.
 * @throws DOMException named `AbortError` when cancelled; TypeError for bad algorithms or a
 *   bad `chunkSize` or `readAhead`; the read error when the blob cannot be read (e.g. the file was
 *   deleted), or an Error when its size changed while it was read.
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
  if (options.readAhead !== undefined && !(Number.isSafeInteger(options.readAhead) && options.readAhead >= 1)) {
    throw new TypeError(`Invalid read-ahead ${options.readAhead}`);
  }
  throwIfAborted(signal);
  const total = blob.size;

  let viaWebCrypto = webCryptoAlgorithms(algos, total, options.webCryptoMaxBytes);
  if (total > 0 && viaWebCrypto.length === algos.length && typeof FileReader === 'function') {
    // WebCrypto only, in a browser: one FileReader read gives the whole buffer without the cost
    // of gathering chunks (measured: the copy into a fresh buffer slows reading by half), with
    // progress events. If it fails for any reason but a cancel, the chunked path below decides.
    const data = await readWithFileReader(blob, onProgress, signal).catch((e: unknown) => {
      if (isAbortError(e)) throw e;
      return null;
    });
    if (data) {
      if (data.byteLength !== total) throw new Error(`The input changed while it was read (${data.byteLength} of ${total} bytes).`);
      const out = await digestWithWebCrypto(data, viaWebCrypto);
      throwIfAborted(signal);
      return out;
    }
  }

  let whole: Uint8Array<ArrayBuffer> | null = null;
  if (viaWebCrypto.length > 0) {
    try {
      whole = new Uint8Array(total);
    } catch {
      viaWebCrypto = []; // not enough memory for one buffer: stream everything instead
    }
  }
  const viaWasm = algos.filter((a) => !viaWebCrypto.includes(a));
  const hashers = await Promise.all(viaWasm.map(createHasher));

  // Up to `readAhead` chunk reads in flight: reading (I/O, another thread) overlaps hashing, and
  // several outstanding reads roughly double a browser's Blob read throughput.
  const readAhead = options.readAhead ?? DEFAULT_READ_AHEAD;
  const pending: Promise<ArrayBuffer>[] = [];
  let requested = 0;
  const request = () => {
    while (pending.length < readAhead && requested < total) {
      const p = blob.slice(requested, Math.min(requested + chunkSize, total)).arrayBuffer();
      p.catch(() => undefined); // a read still pending when we stop must not become an unhandled rejection
      pending.push(p);
      requested += chunkSize;
    }
  };
  onProgress?.(0, total);
  let offset = 0;
  request();
  while (pending.length > 0) {
    const chunk = new Uint8Array(await pending.shift()!);
    throwIfAborted(signal);
    const expected = Math.min(chunkSize, total - offset);
    if (chunk.length !== expected) throw new Error(`The input changed while it was read (at byte ${offset} of ${total}).`);
    request();
    for (const h of hashers) h.update(chunk);
    whole?.set(chunk, offset);
    offset += chunk.length;
    onProgress?.(offset, total);
  }

  const out = {} as HashDigests<A>;
  viaWasm.forEach((a, i) => {
    out[a] = hashers[i]!.digest('binary');
  });
  if (whole) Object.assign(out, await digestWithWebCrypto(whole, viaWebCrypto));
  throwIfAborted(signal);
  return out;
}

async function digestWithWebCrypto<A extends HashAlgorithm>(
  data: ArrayBuffer | Uint8Array<ArrayBuffer>,
  algorithms: readonly A[],
): Promise<HashDigests<A>> {
  const digests = await Promise.all(algorithms.map((a) => crypto.subtle.digest(HASH_ALGORITHM_INFO[a].webCrypto!, data)));
  const out = {} as HashDigests<A>;
  algorithms.forEach((a, i) => {
    out[a] = new Uint8Array(digests[i]!);
  });
  return out;
}

/** Reads a whole Blob with a FileReader, reporting its progress events; rejects with an AbortError on cancel. */
function readWithFileReader(
  blob: Blob,
  onProgress: HashProgressCallback | undefined,
  signal: AbortSignal | undefined,
): Promise<ArrayBuffer> {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    const total = blob.size;
    let reported = 0;
    const onAbort = () => {
      reader.abort();
      reject(createAbortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    reader.onprogress = (e) => {
      if (e.loaded > reported && e.loaded < total) {
        reported = e.loaded;
        onProgress?.(e.loaded, total);
      }
    };
    reader.onload = () => {
      done();
      onProgress?.(total, total);
      resolve(reader.result as ArrayBuffer);
    };
    reader.onerror = () => {
      done();
      reject(reader.error ?? new Error('The input could not be read.'));
    };
    onProgress?.(0, total);
    reader.readAsArrayBuffer(blob);
  });
}
