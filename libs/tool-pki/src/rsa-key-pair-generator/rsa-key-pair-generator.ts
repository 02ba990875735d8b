import { encodeKeyPair, generateKeyPairJwk, type EncodedKeyPair } from '../shared/key-encoding/key-pair.js';

/** The RSA key sizes the tool offers, in bits (1024 only for old systems; NIST SP 800-131A disallows it). */
export const RSA_KEY_SIZES = [1024, 2048, 3072, 4096, 8192] as const;
/** An RSA key size the tool offers. */
export type RsaKeySize = (typeof RSA_KEY_SIZES)[number];

/** Options of {@link generateRsaKeyPair}. */
export interface RsaKeyPairOptions {
  /** Modulus size in bits: a multiple of 8 from 1024 to 16384 (default 2048). */
  bits?: number;
  /** Comment stored in the OpenSSH keys. */
  comment?: string;
  /** Encrypts the PKCS#8 and PKCS#1 PEM private keys when not empty. */
  passphrase?: string;
  /** PBKDF2 iterations of the encrypted PKCS#8 (default 600,000). */
  pbkdf2Iterations?: number;
}

/**
 * Generates an RSA key pair (public exponent 65537) with WebCrypto and writes it as PKCS#8 and
 * PKCS#1 (RFC 8017 A.1) PEM, openssh-key-v1, SubjectPublicKeyInfo and PKCS#1 public PEM, the
 * OpenSSH `ssh-rsa` line (RFC 4253 §6.6) and its fingerprints. In a browser, prefer
 * `generateKeyPairInBackground` (a worker) for 3072 bits and more.
 *
 * @param options - size, comment, passphrase.
 * @returns every encoding of the key pair (`EncodedKeyPair`).
 * @throws ToolInputError for a size that is not a multiple of 8 from 1024 to 16384, or a comment
 *   with a line break.
 */
export async function generateRsaKeyPair(options: RsaKeyPairOptions = {}): Promise<EncodedKeyPair> {
  const jwk = await generateKeyPairJwk({ kind: 'rsa', bits: options.bits ?? 2048 });
  return encodeKeyPair(jwk, options);
}
