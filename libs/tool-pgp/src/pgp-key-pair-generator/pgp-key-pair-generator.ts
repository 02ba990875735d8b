import { ToolInputError } from '@handy-tools/ui/kit';
import { generateKey, type Key, type KeyOptions } from 'openpgp';
import { planPgpKeyPair, type PgpKeyOptions, type PgpKeyPair } from './keygen-options.js';

export * from './keygen-options.js';

/**
 * Generates an OpenPGP key pair with openpgp.js: a primary key that certifies and signs and a
 * subkey that encrypts, self-signed for the user ID, with a revocation certificate. Curve25519 v4
 * (EdDSA + ECDH, the GnuPG default) unless told otherwise. Runs in Node and in browsers (WebCrypto);
 * RSA 4096 takes seconds in a browser: call it from a worker.
 *
 * @param options - {@link PgpKeyOptions}.
 * @param onProgress - called with the fraction done (0.1 when the keys are being drawn, 0.9 when
 *   they are signed and armored).
 * @returns {@link PgpKeyPair}.
 * @throws ToolInputError for bad options (see {@link planPgpKeyPair}) or when openpgp refuses them.
 * @see RFC 9580 (OpenPGP), RFC 4880 (v4 keys), RFC 6637 / RFC 9580 §5.5.5 (ECC keys).
 */
export async function generatePgpKeyPair(options: PgpKeyOptions, onProgress?: (fraction: number) => void): Promise<PgpKeyPair> {
  const plan = planPgpKeyPair(options);
  onProgress?.(0.1);
  let result: { privateKey: Key; publicKey: Key; revocationCertificate: string };
  try {
    const passphrase = options.passphrase ?? '';
    const keyOptions: KeyOptions & { format: 'object' } = { ...plan.openpgp, ...(passphrase ? { passphrase } : {}), format: 'object' };
    result = await generateKey(keyOptions);
  } catch (e) {
    const m = e instanceof Error ? e.message : String(e);
    // openpgp's Node build signs with Brainpool and secp256k1 through the optional package eckey-utils (browsers use noble-curves).
    if (/eckey-utils/u.test(m)) throw new ToolInputError(`${options.algorithm} keys need the optional package "eckey-utils" in Node (browsers have it built in); choose Curve25519, NIST P-256/384/521 or RSA.`);
    throw new ToolInputError(`The key could not be generated: ${m}`);
  }
  onProgress?.(0.9);
  const { privateKey, publicKey, revocationCertificate } = result;
  const subkey = privateKey.subkeys[0];
  const pair: PgpKeyPair = {
    privateKey: privateKey.armor(),
    publicKey: publicKey.armor(),
    revocationCertificate,
    fingerprint: privateKey.getFingerprint().toUpperCase(),
    keyId: privateKey.getKeyID().toHex().toUpperCase(),
    subkeyFingerprint: subkey ? subkey.getFingerprint().toUpperCase() : '',
    version: privateKey.keyPacket.version,
    userId: plan.userId,
    created: plan.created.toISOString(),
    expires: plan.expires ? plan.expires.toISOString() : null,
  };
  onProgress?.(1);
  return pair;
}

