// The names and defaults of Hash text's password hashing settings, apart from their checks
// (kdf-params.ts): the tool's state and view need these at once, the checks only when a key is
// derived (in the lazily loaded PasswordHashing), so a page showing the tool does not load them.
import type { KdfRequest } from './kdf-params.js';

/** The password hashing functions (key derivation functions) Hash text offers, in display order. */
export const KDF_ALGORITHMS = ['Argon2id', 'Argon2i', 'Argon2d', 'PBKDF2'] as const;

/** One of {@link KDF_ALGORITHMS}. */
export type KdfAlgorithm = (typeof KDF_ALGORITHMS)[number];

/** An Argon2 variant (RFC 9106 §3.4: Argon2d, Argon2i, Argon2id). */
export type Argon2Variant = Exclude<KdfAlgorithm, 'PBKDF2'>;

/** The pseudorandom functions PBKDF2 can use here: HMAC with these hashes (RFC 8018 §B.1, WebCrypto's PBKDF2). */
export const PBKDF2_DIGESTS = ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const;

/** One of {@link PBKDF2_DIGESTS}. */
export type Pbkdf2Digest = (typeof PBKDF2_DIGESTS)[number];

/**
 * Defaults: Argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1; OWASP Password Storage Cheat
 * Sheet) and PBKDF2-HMAC-SHA256 with 600 000 iterations (same source); 32-byte output.
 */
export const KDF_DEFAULTS = {
  algorithm: 'Argon2id',
  argon2Iterations: '2',
  argon2Memory: '19456',
  argon2Parallelism: '1',
  pbkdf2Iterations: '600000',
  pbkdf2Digest: 'SHA-256',
  hashLength: '32',
} as const satisfies Partial<Record<keyof KdfRequest, string>>;
