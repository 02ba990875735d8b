import { encodeKeyPair, generateKeyPairJwk, type EncodedKeyPair } from '../shared/key-encoding/key-pair.js';

/** Options of {@link generateEd25519KeyPair}. */
export interface Ed25519KeyPairOptions {
  /** Comment stored in the OpenSSH keys. */
  comment?: string;
  /** Encrypts the PKCS#8 PEM private key when not empty. */
  passphrase?: string;
  /** PBKDF2 iterations of the encrypted PKCS#8 (default 600,000). */
  pbkdf2Iterations?: number;
}

/**
 * Generates an Ed25519 key pair (RFC 8032) with WebCrypto and writes it as PKCS#8 and
 * SubjectPublicKeyInfo PEM (RFC 8410), openssh-key-v1, the OpenSSH `ssh-ed25519` line (RFC 8709
 * §4) and its fingerprints.
 *
 * @param options - comment, passphrase.
 * @returns every encoding of the key pair (`EncodedKeyPair`; no traditional PEM form exists).
 * @throws ToolInputError for a comment with a line break, or where WebCrypto has no Ed25519.
 */
export async function generateEd25519KeyPair(options: Ed25519KeyPairOptions = {}): Promise<EncodedKeyPair> {
  const jwk = await generateKeyPairJwk({ kind: 'ed25519' });
  return encodeKeyPair(jwk, options);
}
