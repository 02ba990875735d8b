// The password hashing settings of Hash text and their checks: light (no Argon2 code), so the
// tool's view and state use them without loading kdf.ts, whose Argon2 runs in the KDF worker.
import { ToolInputError } from '@handy-tools/ui/kit';
import { parseBytes, type ByteInputEncoding } from '@handy-tools/bytes';
import { KDF_ALGORITHMS, KDF_DEFAULTS, PBKDF2_DIGESTS, type Argon2Variant, type KdfAlgorithm, type Pbkdf2Digest } from './kdf-constants.js';

export { KDF_ALGORITHMS, KDF_DEFAULTS, PBKDF2_DIGESTS, type Argon2Variant, type KdfAlgorithm, type Pbkdf2Digest };

/** The Argon2 variants of {@link KDF_ALGORITHMS}. */
const ARGON2_VARIANTS: readonly string[] = KDF_ALGORITHMS.filter((a) => a !== 'PBKDF2');

/**
 * Bounds of the parameters: RFC 9106 §3.1 for Argon2 (salt at least 8 bytes, tag at least 4 bytes,
 * memory at least 8 KiB per lane), narrowed to what a browser tab can do (1 GiB of memory, the
 * memory limit of @noble/hashes' Argon2). PBKDF2 (RFC 8018 §5.2) needs at least one iteration.
 */
export const KDF_LIMITS = {
  argon2Iterations: { min: 1, max: 1000 },
  /** KiB. */
  argon2Memory: { min: 8, max: 1024 * 1024 },
  argon2Parallelism: { min: 1, max: 255 },
  argon2SaltBytes: { min: 8 },
  argon2HashLength: { min: 4, max: 1024 },
  pbkdf2Iterations: { min: 1, max: 100_000_000 },
  pbkdf2HashLength: { min: 1, max: 1024 },
} as const;

/** Parameters of Argon2 (`argon2` in kdf.ts). */
export interface Argon2Params {
  variant: Argon2Variant;
  /** The password (P), any bytes. */
  password: Uint8Array;
  /** The salt (S), at least 8 bytes (16 recommended). */
  salt: Uint8Array;
  /** Number of passes (t). */
  iterations: number;
  /** Memory size (m) in KiB, at least 8 × parallelism. */
  memoryKiB: number;
  /** Degree of parallelism (p): lanes. */
  parallelism: number;
  /** Tag length (T) in bytes, at least 4. */
  hashLength: number;
  /** Optional secret value (K, RFC 9106 §3.1): a pepper kept apart from the stored hashes; absent or empty for none. */
  secret?: Uint8Array;
  /** Optional associated data (X). */
  associatedData?: Uint8Array;
}

function checkInteger(value: number, what: string, bounds: { min: number; max?: number }, unit = ''): void {
  const { min, max } = bounds;
  if (!Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
    const range = max === undefined ? `at least ${min}` : `from ${min} to ${max}`;
    throw new ToolInputError(`${what} must be a whole number ${range}${unit}; found ${Number.isNaN(value) ? 'nothing' : value}.`);
  }
}

/**
 * Checks Argon2 parameters against RFC 9106 §3.1 and {@link KDF_LIMITS}.
 *
 * @param params - the parameters.
 * @throws ToolInputError naming the parameter that is out of range (salt shorter than 8 bytes,
 *   memory under 8 KiB per lane, …).
 */
export function checkArgon2Params(params: Argon2Params): void {
  const L = KDF_LIMITS;
  checkInteger(params.iterations, 'Iterations (t)', L.argon2Iterations);
  checkInteger(params.parallelism, 'Parallelism (p)', L.argon2Parallelism);
  checkInteger(params.memoryKiB, 'Memory (m)', { min: Math.max(L.argon2Memory.min, 8 * params.parallelism), max: L.argon2Memory.max }, ' KiB (at least 8 KiB per lane)');
  checkInteger(params.hashLength, 'Hash length', L.argon2HashLength, ' bytes');
  if (params.salt.length < L.argon2SaltBytes.min) {
    throw new ToolInputError(`The salt must be at least 8 bytes for Argon2 (RFC 9106 §3.1; 16 recommended); it has ${params.salt.length}.`);
  }
}

/** Parameters of PBKDF2 (`pbkdf2` in kdf.ts). */
export interface Pbkdf2Params {
  /** The hash of the HMAC pseudorandom function. */
  digest: Pbkdf2Digest;
  password: Uint8Array;
  salt: Uint8Array;
  /** Iteration count (c), at least 1. */
  iterations: number;
  /** Derived key length (dkLen) in bytes. */
  hashLength: number;
}

/**
 * Checks PBKDF2 parameters against {@link KDF_LIMITS}.
 *
 * @param params - the parameters.
 * @throws ToolInputError for an unknown digest, or iterations or length out of range.
 */
export function checkPbkdf2Params(params: Pbkdf2Params): void {
  if (!(PBKDF2_DIGESTS as readonly string[]).includes(params.digest)) {
    throw new ToolInputError(`Unknown PBKDF2 hash "${String(params.digest)}": use ${PBKDF2_DIGESTS.join(', ')}.`);
  }
  checkInteger(params.iterations, 'Iterations (c)', KDF_LIMITS.pbkdf2Iterations);
  checkInteger(params.hashLength, 'Hash length', KDF_LIMITS.pbkdf2HashLength, ' bytes');
}

/** What `deriveKey` (kdf.ts) reads: the password hashing fields of Hash text, as typed. */
export interface KdfRequest {
  algorithm: KdfAlgorithm;
  /** The password (UTF-8). */
  password: string;
  /** The salt. */
  salt: string;
  /** How `salt` writes its bytes. */
  saltEncoding: ByteInputEncoding;
  /**
   * Argon2 only: the secret value K (RFC 9106 §3.1), as typed; absent or empty for none.
   * Ignored by PBKDF2.
   */
  secret?: string;
  /** How `secret` writes its bytes (`text` when absent). */
  secretEncoding?: ByteInputEncoding;
  /** Argon2: passes (t), a whole number as typed. */
  argon2Iterations: string;
  /** Argon2: memory in KiB (m), as typed. */
  argon2Memory: string;
  /** Argon2: lanes (p), as typed. */
  argon2Parallelism: string;
  /** PBKDF2: iteration count (c), as typed. */
  pbkdf2Iterations: string;
  /** PBKDF2: HMAC hash. */
  pbkdf2Digest: Pbkdf2Digest;
  /** Output length in bytes, as typed. */
  hashLength: string;
}

/** A checked {@link KdfRequest}: what to run. */
export type KdfJob = { algorithm: 'PBKDF2'; params: Pbkdf2Params } | { algorithm: Argon2Variant; params: Argon2Params };

/** Reads a whole number typed in a field (digits, optional spaces or thousands separators `_`, `,`). */
function count(text: string, what: string): number {
  const t = text.trim().replace(/[\s_,]/g, '');
  if (!/^\d{1,15}$/.test(t)) throw new ToolInputError(`${what} must be a whole number; found "${text.trim().slice(0, 20)}".`);
  return Number(t);
}

/**
 * Reads Argon2's optional secret value K (RFC 9106 §3.1: "secret value K", 0 to 2^32 − 1 bytes,
 * a pepper kept apart from the stored hashes) as typed in a field.
 *
 * @param text - the field's text: UTF-8 text, hexadecimal or Base64 (RFC 4648 §4/§5) by `encoding`.
 * @param encoding - how `text` writes the bytes (see `parseBytes` in `@handy-tools/bytes`).
 * @returns the key's bytes, or `undefined` when the field holds no bytes (no secret).
 * @throws ToolInputError whose message starts with "The secret key": a character that is not
 *   hexadecimal or Base64 and its 1-based position, an odd number of hex digits, incomplete Base64.
 */
export function parseArgon2Secret(text: string, encoding: ByteInputEncoding): Uint8Array | undefined {
  const bytes = parseBytes(text, encoding, 'The secret key');
  return bytes.length > 0 ? bytes : undefined;
}

/**
 * Checks the fields of a {@link KdfRequest} and turns them into the parameters to run, without
 * running anything (a UI shows the errors at once, before a worker starts).
 *
 * @param request - the fields as typed.
 * @returns the algorithm and its checked parameters.
 * @throws ToolInputError whose message starts with the field's name ("The salt", "The secret key",
 *   "Iterations", "Memory", "Parallelism", "Hash length"): not a whole number, out of
 *   {@link KDF_LIMITS}, a salt that is not valid in its format or shorter than 8 bytes for Argon2,
 *   an Argon2 secret key not valid in its format (see {@link parseArgon2Secret}); or an unknown algorithm.
 */
export function prepareKdf(request: KdfRequest): KdfJob {
  const password = new TextEncoder().encode(request.password);
  const salt = parseBytes(request.salt, request.saltEncoding, 'The salt');
  if (request.algorithm === 'PBKDF2') {
    const params: Pbkdf2Params = {
      digest: request.pbkdf2Digest,
      password,
      salt,
      iterations: count(request.pbkdf2Iterations, 'Iterations (c)'),
      hashLength: count(request.hashLength, 'Hash length'),
    };
    checkPbkdf2Params(params);
    return { algorithm: 'PBKDF2', params };
  }
  if (!ARGON2_VARIANTS.includes(request.algorithm)) {
    throw new ToolInputError(`Unknown password hashing function "${String(request.algorithm)}": use ${KDF_ALGORITHMS.join(', ')}.`);
  }
  const params: Argon2Params = {
    variant: request.algorithm,
    password,
    salt,
    iterations: count(request.argon2Iterations, 'Iterations (t)'),
    memoryKiB: count(request.argon2Memory, 'Memory (m)'),
    parallelism: count(request.argon2Parallelism, 'Parallelism (p)'),
    hashLength: count(request.hashLength, 'Hash length'),
  };
  const secret = parseArgon2Secret(request.secret ?? '', request.secretEncoding ?? 'text');
  if (secret) params.secret = secret;
  checkArgon2Params(params);
  return { algorithm: request.algorithm, params };
}

/** The result of `deriveKey` (kdf.ts). */
export interface KdfResult {
  /** The derived key (Argon2: the tag). */
  key: Uint8Array;
  /** Argon2 only: the reference implementation's encoded string (`encodeArgon2` in kdf.ts). */
  encoded?: string;
}
