import { EC_CURVES, encodeKeyPair, generateKeyPairJwk, type EcCurve, type EncodedKeyPair } from '../shared/key-encoding/key-pair.js';

/** The curves the tool offers (FIPS 186-4 P-256, P-384, P-521; SSH names nistp256/384/521, RFC 5656). */
export const ECDSA_CURVES: readonly EcCurve[] = EC_CURVES;

/** Options of {@link generateEcdsaKeyPair}. */
export interface EcdsaKeyPairOptions {
  /** The curve (default P-256). */
  curve?: EcCurve;
  /** Comment stored in the OpenSSH keys. */
  comment?: string;
  /** Encrypts the PKCS#8 and SEC1 PEM private keys when not empty. */
  passphrase?: string;
  /** PBKDF2 iterations of the encrypted PKCS#8 (default 600,000). */
  pbkdf2Iterations?: number;
}

/**
 * Generates an ECDSA key pair with WebCrypto and writes it as PKCS#8 and SEC1 (RFC 5915, `EC
 * PRIVATE KEY` with the curve OID and public point) PEM, openssh-key-v1, SubjectPublicKeyInfo
 * PEM, the OpenSSH `ecdsa-sha2-nistpNNN` line (RFC 5656 §3.1) and its fingerprints.
 *
 * @param options - curve, comment, passphrase.
 * @returns every encoding of the key pair (`EncodedKeyPair`).
 * @throws ToolInputError for an unknown curve or a comment with a line break.
 */
export async function generateEcdsaKeyPair(options: EcdsaKeyPairOptions = {}): Promise<EncodedKeyPair> {
  const jwk = await generateKeyPairJwk({ kind: 'ecdsa', curve: options.curve ?? 'P-256' });
  return encodeKeyPair(jwk, options);
}
