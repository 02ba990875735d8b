import { argon2d, argon2i, argon2id } from '@noble/hashes/argon2.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { bytesToBase64 } from '@handy-tools/bytes';
import { KDF_LIMITS, checkArgon2Params, checkPbkdf2Params, prepareKdf, type Argon2Params, type KdfRequest, type KdfResult, type Pbkdf2Params } from './kdf-params.js';

// The settings and their checks live in kdf-params.ts (light: the tool's view uses them); this
// module adds the computations, which run in the KDF worker (kdf.worker.ts).
export {
  KDF_ALGORITHMS,
  PBKDF2_DIGESTS,
  KDF_LIMITS,
  KDF_DEFAULTS,
  checkArgon2Params,
  checkPbkdf2Params,
  prepareKdf,
  parseArgon2Secret,
  type KdfAlgorithm,
  type Argon2Variant,
  type Pbkdf2Digest,
  type Argon2Params,
  type Pbkdf2Params,
  type KdfRequest,
  type KdfJob,
  type KdfResult,
} from './kdf-params.js';

const ARGON2 = { Argon2d: argon2d, Argon2i: argon2i, Argon2id: argon2id } as const;

/**
 * Argon2 (RFC 9106), version 1.3 (0x13), with @noble/hashes. Runs synchronously: call it in a
 * worker (see `kdf-client.ts`) for real costs.
 *
 * @param params - variant, password, salt, t, m (KiB), p, tag length, optional secret value K
 *   (`secret`, the pepper of RFC 9106 §3.1) and associated data X.
 * @param onProgress - called with the fraction done (0 to 1) as memory blocks fill.
 * @returns the tag, `hashLength` bytes.
 * @throws ToolInputError for parameters out of range (see {@link checkArgon2Params}).
 */
export function argon2(params: Argon2Params, onProgress?: (fraction: number) => void): Uint8Array {
  checkArgon2Params(params);
  const fn = Object.hasOwn(ARGON2, params.variant) ? ARGON2[params.variant] : undefined;
  if (!fn) throw new ToolInputError(`Unknown Argon2 variant "${String(params.variant)}": use Argon2id, Argon2i or Argon2d.`);
  return fn(params.password, params.salt, {
    t: params.iterations,
    m: params.memoryKiB,
    p: params.parallelism,
    dkLen: params.hashLength,
    key: params.secret,
    personalization: params.associatedData,
    maxmem: KDF_LIMITS.argon2Memory.max * 1024,
    onProgress,
  });
}

/**
 * Writes an Argon2 result in the encoded form of the reference implementation
 * (phc-winner-argon2 `encoding.c`, the PHC string format):
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, salt and hash in Base64 without padding
 * (RFC 4648 §4 alphabet). The form holds neither a secret nor associated data.
 *
 * @param params - the parameters the hash was computed with.
 * @param hash - the tag.
 * @returns the encoded string.
 */
export function encodeArgon2(params: Pick<Argon2Params, 'variant' | 'salt' | 'iterations' | 'memoryKiB' | 'parallelism'>, hash: Uint8Array): string {
  const b64 = (b: Uint8Array) => bytesToBase64(b, { padding: false });
  return `$${params.variant.toLowerCase()}$v=19$m=${params.memoryKiB},t=${params.iterations},p=${params.parallelism}$${b64(params.salt)}$${b64(hash)}`;
}

/**
 * PBKDF2 (RFC 8018 §5.2) with HMAC-SHA-1/SHA-256/SHA-384/SHA-512, by WebCrypto
 * (`crypto.subtle.deriveBits`: native code, off the JavaScript thread).
 *
 * @param params - digest, password, salt, iterations, key length.
 * @returns the derived key, `hashLength` bytes.
 * @throws ToolInputError for an unknown digest, or iterations or length out of {@link KDF_LIMITS}.
 */
export async function pbkdf2(params: Pbkdf2Params): Promise<Uint8Array> {
  checkPbkdf2Params(params);
  const key = await crypto.subtle.importKey('raw', new Uint8Array(params.password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: params.digest, salt: new Uint8Array(params.salt), iterations: params.iterations },
    key,
    params.hashLength * 8,
  );
  return new Uint8Array(bits);
}

/**
 * Derives a key from a password typed by a user: Argon2id/Argon2i/Argon2d (RFC 9106) or PBKDF2
 * (RFC 8018). Slow by design: run it through `deriveKeyJob` (kdf-client.ts) in a browser.
 *
 * @param request - algorithm, password, salt (with its format), Argon2's optional secret key K
 *   (with its format) and parameters, as typed.
 * @param onProgress - Argon2 only: fraction done, 0 to 1.
 * @returns the key, and for Argon2 the encoded string (which, as the reference implementation's,
 *   never holds the secret key: verifying needs it again).
 * @throws ToolInputError as {@link prepareKdf}.
 */
export async function deriveKey(request: KdfRequest, onProgress?: (fraction: number) => void): Promise<KdfResult> {
  const job = prepareKdf(request);
  if (job.algorithm === 'PBKDF2') return { key: await pbkdf2(job.params) };
  const key = argon2(job.params, onProgress);
  return { key, encoded: encodeArgon2(job.params, key) };
}
