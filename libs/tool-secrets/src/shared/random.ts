/**
 * Unbiased random choices for the secret generators, built on `crypto.getRandomValues`
 * (the Web Crypto API's CSPRNG, also global in Node). Never `Math.random`.
 */

/**
 * Fills `bytes` in place with random bytes, like `crypto.getRandomValues` (whose return
 * value is ignored). Tests inject their own to make draws predictable.
 */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => void;

/** The default {@link RandomFill}: `crypto.getRandomValues`. */
export const cryptoFill: RandomFill = (bytes) => {
  crypto.getRandomValues(bytes);
};

/**
 * Turns a {@link RandomFill} into a stream of random bytes, asking it for `chunkSize` bytes
 * at a time (`crypto.getRandomValues` accepts at most 65 536 bytes per call).
 *
 * @param fill - the source of random bytes; `crypto.getRandomValues` by default.
 * @param chunkSize - bytes fetched per call to `fill`, 1 to 65 536.
 * @returns a function that returns the next random byte (an integer from 0 to 255).
 */
export function byteStream(fill: RandomFill = cryptoFill, chunkSize = 256): () => number {
  const buffer = new Uint8Array(Math.min(Math.max(Math.trunc(chunkSize), 1), 65_536));
  let next = buffer.length;
  return () => {
    if (next === buffer.length) {
      fill(buffer);
      next = 0;
    }
    return buffer[next++]!;
  };
}

/**
 * Draws an index from 0 to n − 1, each with probability exactly 1/n, by rejection sampling:
 * it reads k bytes as a big-endian number v in [0, 256^k) (k the fewest bytes with
 * 256^k ≥ n), rejects v ≥ 256^k − (256^k mod n) and draws again, and returns v mod n.
 * The accepted range is a whole multiple of n, so there is no modulo bias. For n ≤ 256
 * one byte is read per try and bytes ≥ 256 − 256 mod n are rejected; each try is
 * accepted with probability above 1/2, so the expected number of tries is below 2.
 *
 * @param n - the number of choices, an integer from 1 to 2^32.
 * @param nextByte - the source of random bytes (see {@link byteStream}).
 * @returns an integer index in [0, n).
 * @throws RangeError when `n` is not an integer from 1 to 2^32 (a programming error, never
 *   user input).
 * @see NIST SP 800-90A Rev. 1, Appendix A.5 (discard methods for converting random bits
 *   into a random number), of which this is the byte-oriented form.
 */
export function uniformIndex(n: number, nextByte: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`uniformIndex: n must be an integer from 1 to 2^32, got ${n}`);
  let bytes = 0;
  let range = 1;
  while (range < n) {
    bytes++;
    range *= 256;
  }
  const limit = range - (range % n);
  for (;;) {
    let v = 0;
    for (let i = 0; i < bytes; i++) v = v * 256 + nextByte();
    if (v < limit) return v % n;
  }
}
