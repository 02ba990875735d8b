// The RSA encryption schemes' settings and limits, without node-forge: what the page uses on the main thread.
import { ToolInputError } from '@handy-tools/ui/kit';
import { readPublicKey, type PrivateKeyInfo, type PublicKeyInfo } from './key-info.js';

/** RSA encryption schemes (RFC 8017 §7): RSAES-OAEP (the standard) and RSAES-PKCS1-v1_5 (legacy, for compatibility). */
export type RsaPadding = 'oaep' | 'pkcs1';
/** OAEP's hash function (RFC 8017 §7.1, Appendix B.1). */
export type OaepHash = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';
/** OAEP's mask generation hash: the OAEP hash (`same`, as WebCrypto and OpenSSL's default) or SHA-1 (Java's `OAEPWithSHA-256AndMGF1Padding`). */
export type Mgf1Hash = 'same' | 'SHA-1';

export const RSA_PADDINGS: readonly RsaPadding[] = ['oaep', 'pkcs1'];
export const OAEP_HASHES: readonly OaepHash[] = ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'];
export const MGF1_HASHES: readonly Mgf1Hash[] = ['same', 'SHA-1'];

/** OAEP hash output lengths in bytes (hLen). */
export const OAEP_HASH_BYTES: Record<OaepHash, number> = { 'SHA-1': 20, 'SHA-256': 32, 'SHA-384': 48, 'SHA-512': 64 };

/** The scheme settings shared by encryption and decryption. */
export interface RsaSchemeOptions {
  padding: RsaPadding;
  /** OAEP hash (ignored for PKCS#1 v1.5). */
  hash: OaepHash;
  /** OAEP MGF1 hash (ignored for PKCS#1 v1.5). */
  mgf1: Mgf1Hash;
  /** OAEP label, as UTF-8 text ('' for none, the usual case; ignored for PKCS#1 v1.5). */
  label: string;
}

/**
 * The longest message an RSA key can encrypt in one block (RFC 8017 §7.1.1 and §7.2.1).
 *
 * @param bits - the modulus size in bits.
 * @param options - the padding and OAEP hash.
 * @returns the maximum message length in bytes: k − 2·hLen − 2 for OAEP, k − 11 for PKCS#1 v1.5
 *   (k = the modulus size in bytes); 0 or less when the key is too small for the scheme.
 */
export function maxMessageBytes(bits: number, options: Pick<RsaSchemeOptions, 'padding' | 'hash'>): number {
  const k = Math.ceil(bits / 8);
  return options.padding === 'pkcs1' ? k - 11 : k - 2 * OAEP_HASH_BYTES[options.hash] - 2;
}

/** The scheme's name for messages, e.g. "RSA-OAEP with SHA-256". */
export function schemeName(options: Pick<RsaSchemeOptions, 'padding' | 'hash' | 'mgf1'>): string {
  if (options.padding === 'pkcs1') return 'RSAES-PKCS1-v1_5';
  return `RSA-OAEP with ${options.hash}${options.mgf1 === 'SHA-1' && options.hash !== 'SHA-1' ? ' and MGF1 with SHA-1' : ''}`;
}

/**
 * The modulus size of an RSA key that may encrypt.
 *
 * @param key - the key read from a field.
 * @param what - the field's name for messages.
 * @returns the size in bits.
 * @throws ToolInputError for an RSA-PSS-only, EC or Ed25519 key.
 */
export function rsaEncryptionKeyBits(key: PublicKeyInfo | PrivateKeyInfo, what: string): number {
  if (key.algorithm === 'RSA-PSS') throw new ToolInputError(`${what} is restricted to RSA-PSS signatures (its OID is RSASSA-PSS); it may not encrypt.`);
  if (key.algorithm !== 'RSA') throw new ToolInputError(`${what} is ${key.algorithm === 'EC' ? `an EC (${key.curve ?? ''}) key` : 'an Ed25519 key'}: RSA encryption needs an RSA key.`);
  return key.bits ?? 0;
}

/**
 * The size of an RSA public key, for showing the message limit before anything is typed.
 *
 * @param publicKey - the key as {@link rsaEncrypt} takes it.
 * @returns the modulus size in bits.
 * @throws ToolInputError when the text is not an RSA public key.
 */
export function rsaPublicKeyBits(publicKey: string): number {
  return rsaEncryptionKeyBits(readPublicKey(publicKey), 'The public key');
}
