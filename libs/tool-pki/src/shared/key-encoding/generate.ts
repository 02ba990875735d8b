import { ToolInputError } from '@handy-tools/ui/kit';

/** The NIST curves by their WebCrypto / JWK names (FIPS 186-4, RFC 5480). */
export const EC_CURVES = ['P-256', 'P-384', 'P-521'] as const;
/** A NIST curve by its WebCrypto / JWK name. */
export type EcCurve = (typeof EC_CURVES)[number];

/** The smallest and largest RSA modulus sizes accepted, in bits (WebCrypto's range in Chromium). */
export const RSA_MIN_BITS = 1024;
export const RSA_MAX_BITS = 16384;

/** What key pair to generate. RSA always uses the public exponent 65537 (F4). */
export type KeyPairSpec = { kind: 'rsa'; bits: number } | { kind: 'ecdsa'; curve: EcCurve } | { kind: 'ed25519' };

function checkSpec(spec: KeyPairSpec): void {
  if (spec.kind === 'rsa' && !(Number.isInteger(spec.bits) && spec.bits >= RSA_MIN_BITS && spec.bits <= RSA_MAX_BITS && spec.bits % 8 === 0))
    throw new ToolInputError(`An RSA key size must be a multiple of 8 from ${RSA_MIN_BITS} to ${RSA_MAX_BITS} bits; got ${String(spec.bits)}.`);
  if (spec.kind === 'ecdsa' && !EC_CURVES.includes(spec.curve)) throw new ToolInputError(`Unknown curve “${String(spec.curve)}”: expected P-256, P-384 or P-521.`);
}

/**
 * Generates a key pair with WebCrypto (`crypto.subtle.generateKey`, W3C Web Cryptography API) and
 * returns the private key as a JWK (RFC 7517/7518; RFC 8037 for Ed25519), which holds the public
 * key too. RSA: RSASSA-PKCS1-v1_5 key, public exponent 65537. ECDSA: the named curve. Ed25519:
 * RFC 8032 key.
 *
 * @param spec - the key kind and size or curve.
 * @returns the private JWK (`kty` RSA, EC or OKP).
 * @throws ToolInputError for an RSA size outside 1024…16384 or not a multiple of 8, an unknown
 *   curve, or when this browser's WebCrypto cannot make such a key (e.g. Ed25519 on an old browser).
 */
export async function generateKeyPairJwk(spec: KeyPairSpec): Promise<JsonWebKey> {
  checkSpec(spec);
  const algorithm: RsaHashedKeyGenParams | EcKeyGenParams | Algorithm =
    spec.kind === 'rsa'
      ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: spec.bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
      : spec.kind === 'ecdsa'
        ? { name: 'ECDSA', namedCurve: spec.curve }
        : { name: 'Ed25519' };
  let pair: CryptoKeyPair;
  try {
    pair = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  } catch (e) {
    throw new ToolInputError(`This browser could not generate the key: ${e instanceof Error ? e.message : String(e)}`);
  }
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

