// How hashBlob digests SHA-1/SHA-256/SHA-384/SHA-512: with WebCrypto over the whole input read
// into memory, or streamed through hash-wasm. Pure decisions plus one measurement, so the
// choice can be tested without a browser.
import { HASH_ALGORITHM_INFO, type HashAlgorithm } from './algorithms.js';
import { DEFAULT_WEBCRYPTO_MAX_BYTES } from './constants.js';

const MiB = 1024 * 1024;

/**
 * When `hashBlob` uses WebCrypto (`crypto.subtle.digest`, one shot over the whole input):
 * - `auto` (default): when the input fits the size limit and reading it whole is estimated to be
 *   faster than streaming it (see {@link wholeFileIsFaster});
 * - `always`: whenever the input fits the size limit;
 * - `never`: every algorithm streams through hash-wasm.
 */
export type WebCryptoMode = 'auto' | 'always' | 'never';

/**
 * Estimated cost of `crypto.subtle.digest` in nanoseconds per byte (≈ milliseconds per MB), as
 * OpenSSL and BoringSSL run on x86-64 with the SHA extensions (SHA-1, SHA-256) or AVX2 (SHA-384,
 * SHA-512): about 2, 1.6 and 0.85 GB/s (`openssl speed -evp`). Compared with
 * `HASH_ALGORITHM_INFO[a].wasmCost`, the same unit.
 */
export const WEBCRYPTO_COST: Readonly<Record<'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512', number>> = {
  'SHA-1': 0.5,
  'SHA-256': 0.6,
  'SHA-384': 1.2,
  'SHA-512': 1.2,
};

/**
 * Whether digesting the whole input with WebCrypto is estimated to beat streaming the same
 * algorithms through hash-wasm.
 *
 * The whole-input path touches fresh memory twice per byte (the buffer the file is read into,
 * and the copy `crypto.subtle.digest` takes of it), then runs native code; the streamed path
 * reuses one small buffer and runs WASM. So the whole path wins when
 * `2 × freshMsPerMiB + Σ WEBCRYPTO_COST < Σ wasmCost` (per MiB, over the WebCrypto algorithms):
 * on ordinary hardware fresh memory costs 0.1–0.3 ms/MiB and it wins three to five times over; in
 * virtual machines whose memory is backed lazily by the host (measured 3–18 ms/MiB in the
 * Firecracker VM this project is built on) streaming wins.
 *
 * @param algorithms - the algorithms WebCrypto would do (others are ignored).
 * @param freshMsPerMiB - the cost of touching fresh memory, ms per MiB ({@link measureFreshMemoryCost}).
 * @returns true when the whole-input WebCrypto path is estimated to be faster.
 */
export function wholeFileIsFaster(algorithms: readonly HashAlgorithm[], freshMsPerMiB: number): boolean {
  let native = 0;
  let wasm = 0;
  for (const a of algorithms) {
    const name = HASH_ALGORITHM_INFO[a].webCrypto;
    if (!name) continue;
    native += WEBCRYPTO_COST[name];
    wasm += HASH_ALGORITHM_INFO[a].wasmCost;
  }
  if (wasm === 0) return false;
  return 2 * freshMsPerMiB + native < wasm;
}

let measured: number | undefined;

/**
 * Measures once per JavaScript realm (page, worker, Node process) how long touching freshly
 * allocated memory takes: a 4 MiB `Uint8Array` (large enough that allocators map it fresh from the
 * system) is written one byte per 4 KiB page, one MiB at a time; the fastest MiB counts, so a
 * preemption during one of them does not skew the result. Costs about 1 ms on ordinary hardware.
 *
 * @returns milliseconds per MiB (0 when the clock did not advance); cached after the first call.
 */
export function measureFreshMemoryCost(): number {
  if (measured !== undefined) return measured;
  const now = typeof performance !== 'undefined' ? () => performance.now() : () => Date.now();
  const probe = new Uint8Array(4 * MiB);
  let best = Infinity;
  for (let s = 0; s < 4; s++) {
    const t = now();
    for (let i = s * MiB; i < (s + 1) * MiB; i += 4096) probe[i] = 1;
    best = Math.min(best, now() - t);
  }
  measured = best;
  return measured;
}

/**
 * The default size limit of the WebCrypto path. Reading an input whole holds it twice for a
 * moment (the read buffer and WebCrypto's copy), so the limit keeps both within 1/8 of the
 * device's memory: `deviceMemory GiB / 16`, at most {@link DEFAULT_WEBCRYPTO_MAX_BYTES} (512 MiB,
 * reached at 8 GiB, the highest value browsers report). Where the browser does not report its
 * memory (`navigator.deviceMemory` is Chromium-only), 256 MiB: 512 MiB held for a moment is safe
 * even on phones, whose tabs are killed near 1–2 GiB.
 *
 * @param deviceMemoryGiB - `navigator.deviceMemory` (GiB, a power of two from 0.25 to 8), or
 *   undefined when unknown.
 * @returns the limit in bytes.
 */
export function defaultWebCryptoMaxBytes(
  deviceMemoryGiB: number | undefined = (globalThis.navigator as { deviceMemory?: number } | undefined)?.deviceMemory,
): number {
  if (typeof deviceMemoryGiB !== 'number' || !(deviceMemoryGiB > 0)) return DEFAULT_WEBCRYPTO_MAX_BYTES / 2;
  return Math.min(DEFAULT_WEBCRYPTO_MAX_BYTES, Math.floor((deviceMemoryGiB * 1024 * MiB) / 16));
}
