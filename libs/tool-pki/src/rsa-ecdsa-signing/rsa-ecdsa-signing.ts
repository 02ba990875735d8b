import { ToolInputError } from '@handy-tools/ui/kit';
import * as asn1js from 'asn1js';
import { parseBer } from '../shared/der.js';
import forge from 'node-forge';
import { buffer, decodeBytes, encodeBytes, fromBinaryString, toBinaryString, type ByteFormat } from '../rsa-encryption/bytes.js';
import { readPrivateKey, readPublicKey, readSpki, toPem, type NamedCurve, type PrivateKeyInfo, type PublicKeyInfo } from '../rsa-encryption/keys.js';
import { signingKeyDescription } from './signing-keys.js';

export * from './signing-keys.js';


/** The message digest: SHA-2 and SHA-1 (FIPS 180-4) through WebCrypto; MD5 (RFC 1321, RSA PKCS#1 v1.5 only, legacy) through node-forge. */
export type SigningHash = 'SHA-256' | 'SHA-384' | 'SHA-512' | 'SHA-1' | 'MD5';
/** RSA signature schemes (RFC 8017 §8): RSASSA-PKCS1-v1_5 or RSASSA-PSS. */
export type RsaSignaturePadding = 'pkcs1' | 'pss';
/** RSA-PSS salt length when signing: the hash's length (RFC 8017's usual choice), the maximum the key allows, or none. */
export type PssSalt = 'digest' | 'max' | 'zero';
/** ECDSA signature encoding: DER `Ecdsa-Sig-Value` (RFC 3279 §2.2.3, OpenSSL, X.509, Java) or IEEE P1363 r‖s (WebCrypto, JOSE). */
export type EcdsaFormat = 'der' | 'p1363';

export const SIGNING_HASHES: readonly SigningHash[] = ['SHA-256', 'SHA-384', 'SHA-512', 'SHA-1', 'MD5'];

const HASH_BYTES: Record<SigningHash, number> = { 'SHA-1': 20, 'SHA-256': 32, 'SHA-384': 48, 'SHA-512': 64, MD5: 16 };
const COORDINATE_BYTES: Record<NamedCurve, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };

/** The settings shared by signing and verifying. */
export interface SigningOptions {
  /** The digest (ignored for Ed25519, which hashes with SHA-512 itself: RFC 8032). */
  hash: SigningHash;
  /** RSA keys: PKCS#1 v1.5 or PSS. */
  rsaPadding: RsaSignaturePadding;
  /** RSA-PSS salt length when signing (verifying finds it: any valid length is accepted, as OpenSSL's default `auto`). */
  pssSalt: PssSalt;
  /** ECDSA signature encoding when signing (verifying accepts both). */
  ecdsaFormat: EcdsaFormat;
  messageFormat: ByteFormat;
  signatureFormat: Exclude<ByteFormat, 'text'>;
}

/** The scheme's name, e.g. "RSA-PSS with SHA-256 (salt 32 bytes)", "ECDSA P-256 with SHA-256 (DER)". */
export function signingSchemeName(key: Pick<PublicKeyInfo, 'algorithm' | 'curve'>, options: Pick<SigningOptions, 'hash' | 'rsaPadding' | 'ecdsaFormat'>, saltLength?: number): string {
  if (key.algorithm === 'Ed25519') return 'Ed25519 (RFC 8032)';
  if (key.algorithm === 'EC') return `ECDSA ${key.curve ?? ''} with ${options.hash} (${options.ecdsaFormat === 'der' ? 'DER' : 'IEEE P1363 r‖s'})`;
  if (options.rsaPadding === 'pss') return `RSA-PSS with ${options.hash}${saltLength === undefined ? '' : ` (salt ${saltLength} bytes)`}`;
  return `RSA PKCS#1 v1.5 with ${options.hash}`;
}

/** Refuses settings a key cannot use (MD5 outside RSA PKCS#1 v1.5, PKCS#1 v1.5 with an RSA-PSS-only key). */
function checkOptions(key: PublicKeyInfo | PrivateKeyInfo, options: Pick<SigningOptions, 'hash' | 'rsaPadding'>, what: string): void {
  if (key.algorithm === 'Ed25519') return;
  if (options.hash === 'MD5' && !(key.algorithm === 'RSA' && options.rsaPadding === 'pkcs1'))
    throw new ToolInputError(`MD5 is offered for RSA PKCS#1 v1.5 signatures only (legacy systems); choose a SHA-2 hash for ${key.algorithm === 'EC' ? 'ECDSA' : 'RSA-PSS'}.`);
  if (key.algorithm === 'RSA-PSS' && options.rsaPadding === 'pkcs1') throw new ToolInputError(`${what} is restricted to RSA-PSS (its OID is RSASSA-PSS): choose PSS padding.`);
}

/** RSA-PSS encoded message length and the maximum salt (RFC 8017 §9.1.1: emLen − hLen − 2). */
function pssLimits(bits: number, hash: SigningHash): { emLen: number; maxSalt: number } {
  const emLen = Math.ceil((bits - 1) / 8);
  return { emLen, maxSalt: emLen - HASH_BYTES[hash] - 2 };
}

function webCryptoParams(key: PublicKeyInfo | PrivateKeyInfo, options: SigningOptions): { importParams: RsaHashedImportParams | EcKeyImportParams | Algorithm; name: string } {
  if (key.algorithm === 'Ed25519') return { importParams: { name: 'Ed25519' }, name: 'Ed25519' };
  if (key.algorithm === 'EC') return { importParams: { name: 'ECDSA', namedCurve: key.curve! }, name: 'ECDSA' };
  const name = options.rsaPadding === 'pss' ? 'RSA-PSS' : 'RSASSA-PKCS1-v1_5';
  return { importParams: { name, hash: options.hash }, name };
}

async function importKey(format: 'spki' | 'pkcs8', der: Uint8Array, params: Algorithm, usage: KeyUsage, what: string): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey(format, buffer(der), params, false, [usage]);
  } catch (cause) {
    throw new ToolInputError(`${what} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}.`, { cause });
  }
}

/** Minimal DER INTEGER of an unsigned big-endian value. */
function derInteger(value: Uint8Array): Uint8Array {
  let i = 0;
  while (i < value.length - 1 && value[i] === 0) i++;
  const body = value.subarray(i);
  const padded = body[0]! & 0x80 ? Uint8Array.of(0, ...body) : body;
  return Uint8Array.of(0x02, ...derLength(padded.length), ...padded);
}

function derLength(length: number): number[] {
  return length < 0x80 ? [length] : length < 0x100 ? [0x81, length] : [0x82, length >> 8, length & 0xff];
}

/**
 * IEEE P1363 r‖s → DER `Ecdsa-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER }` (RFC 3279 §2.2.3).
 *
 * @param p1363 - r and s, each the curve's coordinate size (32, 48 or 66 bytes), concatenated.
 * @returns the DER signature.
 */
export function ecdsaP1363ToDer(p1363: Uint8Array): Uint8Array {
  const half = p1363.length / 2;
  const body = Uint8Array.of(...derInteger(p1363.subarray(0, half)), ...derInteger(p1363.subarray(half)));
  return Uint8Array.of(0x30, ...derLength(body.length), ...body);
}

/**
 * DER `Ecdsa-Sig-Value` → IEEE P1363 r‖s.
 *
 * @param der - the DER signature.
 * @param curve - the key's curve (fixes the width of r and s).
 * @returns r‖s, or null when `der` is not a DER ECDSA signature that fits the curve.
 */
export function ecdsaDerToP1363(der: Uint8Array, curve: NamedCurve): Uint8Array | null {
  const parsed = parseBer(der);
  if (parsed.offset !== der.length || !(parsed.result instanceof asn1js.Sequence)) return null;
  const [r, s, extra] = parsed.result.valueBlock.value;
  if (extra || !(r instanceof asn1js.Integer) || !(s instanceof asn1js.Integer)) return null;
  const size = COORDINATE_BYTES[curve];
  const out = new Uint8Array(size * 2);
  for (const [i, int] of [r, s].entries()) {
    let bytes = int.valueBlock.valueHexView;
    while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
    if (bytes.length > size) return null;
    out.set(bytes, i * size + size - bytes.length);
  }
  return out;
}

const forgeMd = (hash: SigningHash): forge.md.MessageDigest =>
  ({ 'SHA-1': forge.md.sha1, 'SHA-256': forge.md.sha256, 'SHA-384': forge.md.sha384, 'SHA-512': forge.md.sha512, MD5: forge.md.md5 })[hash].create();

/** A request to sign: the private key and message as typed, and the settings. */
export interface SignRequest extends SigningOptions {
  /** PEM private key: PKCS#8, PKCS#1, SEC 1, encrypted PKCS#8 or OpenSSL traditional encrypted PEM. */
  privateKey: string;
  passphrase: string;
  message: string;
}

/** The result of {@link signMessage}. */
export interface SignResult {
  /** The signature in `signatureFormat`. */
  signature: string;
  /** The key, e.g. "ECDSA P-256". */
  key: string;
  /** The scheme used, e.g. "ECDSA P-256 with SHA-256 (DER)". */
  scheme: string;
  /** The signature's length in bytes. */
  bytes: number;
}

/**
 * Signs a message with a private key: RSASSA-PKCS1-v1_5 and RSASSA-PSS (RFC 8017 §8), ECDSA
 * (FIPS 186-5; signature as DER per RFC 3279 or IEEE P1363 r‖s) and Ed25519 (RFC 8032) by
 * WebCrypto; RSA PKCS#1 v1.5 with MD5 by node-forge. The key type comes from the key.
 *
 * @param request - the key, its passphrase, the message and the settings.
 * @returns the signature with the key and scheme used.
 * @throws ToolInputError for a bad key, passphrase or message, or settings the key cannot use.
 */
export async function signMessage(request: SignRequest): Promise<SignResult> {
  const key = readPrivateKey(request.privateKey, request.passphrase);
  checkOptions(key, request, 'The private key');
  const message = decodeBytes(request.message, request.messageFormat, 'The message');
  let signature: Uint8Array;
  let saltLength: number | undefined;
  if (request.hash === 'MD5' && key.algorithm === 'RSA') {
    const md = forgeMd('MD5');
    md.update(toBinaryString(message));
    signature = fromBinaryString(forge.pki.privateKeyFromAsn1(forge.asn1.fromDer(toBinaryString(key.pkcs8))).sign(md));
  } else {
    const { importParams, name } = webCryptoParams(key, request);
    const cryptoKey = await importKey('pkcs8', key.pkcs8, importParams, 'sign', 'The private key');
    let params: Algorithm | RsaPssParams | EcdsaParams = { name };
    if (name === 'RSA-PSS') {
      const { maxSalt } = pssLimits(key.bits ?? 0, request.hash);
      saltLength = request.pssSalt === 'zero' ? 0 : request.pssSalt === 'max' ? maxSalt : HASH_BYTES[request.hash];
      if (maxSalt < saltLength) throw new ToolInputError(`A ${key.bits}-bit key is too small for RSA-PSS with ${request.hash} and a ${saltLength}-byte salt.`);
      params = { name, saltLength } satisfies RsaPssParams;
    } else if (name === 'ECDSA') params = { name, hash: request.hash } satisfies EcdsaParams;
    signature = new Uint8Array(await crypto.subtle.sign(params, cryptoKey, buffer(message)));
    if (key.algorithm === 'EC' && request.ecdsaFormat === 'der') signature = ecdsaP1363ToDer(signature);
  }
  return { signature: encodeBytes(signature, request.signatureFormat), key: signingKeyDescription(key), scheme: signingSchemeName(key, request, saltLength), bytes: signature.length };
}

/** A request to verify: the public key, message and signature as typed, and the settings. */
export interface VerifyRequest extends SigningOptions {
  /** PEM public key, certificate, OpenSSH public key, or a private key (its public half is used). */
  publicKey: string;
  /** Passphrase, when `publicKey` is an encrypted private key. */
  passphrase?: string;
  message: string;
  signature: string;
}

/** The result of {@link verifySignature}. */
export interface VerifyResult {
  valid: boolean;
  /** The key, e.g. "RSA 2048-bit". */
  key: string;
  /** The scheme checked, e.g. "RSA-PSS with SHA-256 (salt 32 bytes)" (the salt length found in the signature). */
  scheme: string;
  /** Why an invalid signature is invalid, when it can be told (another key, another message, another hash…). */
  reason?: string;
}

/** The public key as SPKI: from a public key or certificate, or derived from a private key (WebCrypto's JWK export). */
async function publicKeyOf(text: string, passphrase: string): Promise<PublicKeyInfo> {
  if (!/PRIVATE KEY-----/.test(text)) return readPublicKey(text);
  const key = readPrivateKey(text, passphrase, 'The public key field (a private key)');
  const params: Algorithm | RsaHashedImportParams | EcKeyImportParams =
    key.algorithm === 'EC' ? { name: 'ECDSA', namedCurve: key.curve! } : key.algorithm === 'Ed25519' ? { name: 'Ed25519' } : { name: 'RSA-PSS', hash: 'SHA-256' };
  try {
    const privateKey = await crypto.subtle.importKey('pkcs8', buffer(key.pkcs8), params, true, ['sign']);
    const jwk = await crypto.subtle.exportKey('jwk', privateKey);
    const publicJwk: JsonWebKey = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, n: jwk.n, e: jwk.e };
    const publicKey = await crypto.subtle.importKey('jwk', publicJwk, params, true, ['verify']);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', publicKey));
    return { ...readSpki(spki, key.source, 'The public key'), algorithm: key.algorithm };
  } catch (cause) {
    throw new ToolInputError(`The public key field holds a private key whose public half could not be derived: ${cause instanceof Error ? cause.message : String(cause)}.`, { cause });
  }
}

/** The RSA modulus and exponent of an SPKI. */
function rsaNumbers(spki: Uint8Array): { n: bigint; e: bigint } {
  const outer = asn1js.fromBER(spki).result as asn1js.Sequence;
  const bitString = outer.valueBlock.value[1] as asn1js.BitString;
  const inner = asn1js.fromBER(bitString.valueBlock.valueHexView).result as asn1js.Sequence;
  const [n, e] = inner.valueBlock.value as asn1js.Integer[];
  const big = (int: asn1js.Integer) => BigInt(`0x${Array.from(int.valueBlock.valueHexView, (b) => b.toString(16).padStart(2, '0')).join('') || '0'}`);
  return { n: big(n!), e: big(e!) };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/**
 * Finds the salt length of an RSA-PSS signature (RFC 8017 §9.1.2 steps 1–10: the public-key
 * operation, then unmasking the encoded message with MGF1), as OpenSSL's `auto` does on verifying.
 *
 * @returns the salt length, or null when the signature is not a PSS encoding for this key and hash.
 */
async function pssSaltLength(spki: Uint8Array, bits: number, hash: SigningHash, signature: Uint8Array): Promise<number | null> {
  const { n, e } = rsaNumbers(spki);
  const s = BigInt(`0x${Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('') || '0'}`);
  if (s >= n) return null;
  const m = modPow(s, e, n);
  const emBits = bits - 1;
  const { emLen } = pssLimits(bits, hash);
  const hex = m.toString(16).padStart(emLen * 2, '0');
  if (hex.length > emLen * 2) return null;
  const em = Uint8Array.from({ length: emLen }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
  const hLen = HASH_BYTES[hash];
  if (em[emLen - 1] !== 0xbc || emLen < hLen + 2) return null;
  const masked = em.subarray(0, emLen - hLen - 1);
  const h = em.subarray(emLen - hLen - 1, emLen - 1);
  // MGF1 (RFC 8017 B.2.1) with the same hash.
  const mask = new Uint8Array(masked.length);
  for (let counter = 0, at = 0; at < mask.length; counter++) {
    const block = new Uint8Array(await crypto.subtle.digest(hash, Uint8Array.of(...h, counter >>> 24, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff)));
    mask.set(block.subarray(0, Math.min(block.length, mask.length - at)), at);
    at += block.length;
  }
  const db = masked.map((b, i) => b ^ mask[i]!);
  db[0]! &= 0xff >> (8 * emLen - emBits);
  const one = db.findIndex((b) => b !== 0);
  if (one < 0 || db[one] !== 1) return null;
  return db.length - one - 1;
}

/**
 * Verifies a signature (the schemes of {@link signMessage}). ECDSA signatures are accepted as DER
 * or IEEE P1363 (told apart by their shape); the RSA-PSS salt length is read from the signature.
 *
 * @param request - the public key (or a certificate, OpenSSH key or private key), the message, the signature and the settings.
 * @returns whether the signature is valid, the key, the scheme checked and, when invalid, why if known.
 * @throws ToolInputError for a bad key, message or signature encoding, or settings the key cannot use.
 */
export async function verifySignature(request: VerifyRequest): Promise<VerifyResult> {
  const key = await publicKeyOf(request.publicKey, request.passphrase ?? '');
  checkOptions(key, request, 'The public key');
  const message = decodeBytes(request.message, request.messageFormat, 'The message');
  const signature = decodeBytes(request.signature, request.signatureFormat, 'The signature');
  if (signature.length === 0) throw new ToolInputError('The signature is empty.');
  const description = signingKeyDescription(key);
  if (key.algorithm === 'Ed25519') {
    const scheme = signingSchemeName(key, request);
    if (signature.length !== 64) throw new ToolInputError(`The signature is ${signature.length} bytes; an Ed25519 signature is exactly 64 bytes.`);
    const cryptoKey = await importKey('spki', key.spki, { name: 'Ed25519' }, 'verify', 'The public key');
    const valid = await crypto.subtle.verify({ name: 'Ed25519' }, cryptoKey, buffer(signature), buffer(message));
    return { valid, key: description, scheme, ...(valid ? {} : { reason: 'The signature does not match this message and key.' }) };
  }
  if (key.algorithm === 'EC') {
    const size = COORDINATE_BYTES[key.curve!];
    const fromDer = ecdsaDerToP1363(signature, key.curve!);
    const format: EcdsaFormat = fromDer ? 'der' : 'p1363';
    const p1363 = fromDer ?? signature;
    if (p1363.length !== size * 2)
      throw new ToolInputError(`The signature is ${signature.length} bytes: neither a DER ECDSA signature nor ${key.curve}'s ${size * 2}-byte IEEE P1363 r‖s. Is it complete, in ${request.signatureFormat === 'hex' ? 'hex' : 'Base64'}?`);
    const scheme = signingSchemeName(key, { ...request, ecdsaFormat: format });
    const cryptoKey = await importKey('spki', key.spki, { name: 'ECDSA', namedCurve: key.curve! } as EcKeyImportParams, 'verify', 'The public key');
    const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: request.hash } satisfies EcdsaParams, cryptoKey, buffer(p1363), buffer(message));
    return { valid, key: description, scheme, ...(valid ? {} : { reason: `The signature does not match this message and key with ${request.hash}.` }) };
  }
  const bits = key.bits ?? 0;
  const k = Math.ceil(bits / 8);
  if (signature.length !== k) throw new ToolInputError(`The signature is ${signature.length} bytes; a ${bits}-bit RSA key's signature is exactly ${k} bytes. Is it complete, in ${request.signatureFormat === 'hex' ? 'hex' : 'Base64'}, and for this key?`);
  if (request.hash === 'MD5') {
    const md = forgeMd('MD5');
    md.update(toBinaryString(message));
    let valid: boolean;
    try {
      valid = (forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(toBinaryString(key.spki))) as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), toBinaryString(signature));
    } catch {
      valid = false;
    }
    const scheme = signingSchemeName(key, request);
    return { valid, key: description, scheme, ...(valid ? {} : { reason: 'The signature does not match this message and key with MD5.' }) };
  }
  if (request.rsaPadding === 'pss') {
    const saltLength = await pssSaltLength(key.spki, bits, request.hash, signature);
    if (saltLength === null) return { valid: false, key: description, scheme: signingSchemeName(key, request), reason: `Not an RSA-PSS signature with ${request.hash} by this key (another key, hash or padding?).` };
    const cryptoKey = await importKey('spki', key.spki, { name: 'RSA-PSS', hash: request.hash } as RsaHashedImportParams, 'verify', 'The public key');
    const valid = await crypto.subtle.verify({ name: 'RSA-PSS', saltLength } satisfies RsaPssParams, cryptoKey, buffer(signature), buffer(message));
    return { valid, key: description, scheme: signingSchemeName(key, request, saltLength), ...(valid ? {} : { reason: 'The signature does not match this message.' }) };
  }
  const cryptoKey = await importKey('spki', key.spki, { name: 'RSASSA-PKCS1-v1_5', hash: request.hash } as RsaHashedImportParams, 'verify', 'The public key');
  const valid = await crypto.subtle.verify({ name: 'RSASSA-PKCS1-v1_5' }, cryptoKey, buffer(signature), buffer(message));
  return { valid, key: description, scheme: signingSchemeName(key, request), ...(valid ? {} : { reason: `The signature does not match this message and key with ${request.hash}.` }) };
}

/** Key types {@link generateSigningKeyPair} makes. */
export type SigningKeyType = 'RSA-2048' | 'RSA-3072' | 'RSA-4096' | 'P-256' | 'P-384' | 'P-521' | 'Ed25519';
export const SIGNING_KEY_TYPES: readonly SigningKeyType[] = ['P-256', 'P-384', 'P-521', 'Ed25519', 'RSA-2048', 'RSA-3072', 'RSA-4096'];

/**
 * Generates a key pair for trying the tool out (WebCrypto): RSA (e = 65537), ECDSA on a NIST curve, or Ed25519.
 *
 * @param type - the key type.
 * @returns the pair as PEM: SPKI `PUBLIC KEY` and PKCS#8 `PRIVATE KEY`.
 * @throws ToolInputError for an unknown type.
 */
export async function generateSigningKeyPair(type: SigningKeyType): Promise<{ publicKey: string; privateKey: string }> {
  if (!SIGNING_KEY_TYPES.includes(type)) throw new ToolInputError(`Unknown key type "${type}".`);
  const params: RsaHashedKeyGenParams | EcKeyGenParams | Algorithm = type.startsWith('RSA-')
    ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: Number(type.slice(4)), publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
    : type === 'Ed25519'
      ? { name: 'Ed25519' }
      : { name: 'ECDSA', namedCurve: type };
  const pair = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: toPem('PUBLIC KEY', spki), privateKey: toPem('PRIVATE KEY', pkcs8) };
}
