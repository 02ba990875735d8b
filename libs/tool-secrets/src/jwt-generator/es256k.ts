import { bytesToBase64, parseBytes } from '@handy-tools/bytes';
import { ToolInputError } from '@handy-tools/ui/kit';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64url } from 'jose';

// ES256K (RFC 8812 §3.2): ECDSA over secp256k1 with SHA-256, which WebCrypto does not offer, so
// signatures come from @noble/curves and the keys' PKCS#8 / SPKI / JWK forms are written here.

/** A secp256k1 private key ready to sign ES256K: its 32-byte scalar d (SEC 1 §2.3.6). */
export interface Secp256k1PrivateKey {
  readonly type: 'private';
  readonly curve: 'secp256k1';
  /** The scalar d, 32 bytes big-endian, 1 ≤ d < n. */
  readonly secretKey: Uint8Array;
}

/** A secp256k1 JWK (RFC 7518 §6.2 fields, "crv": "secp256k1" per RFC 8812 §3.1); `d` only in a private key. */
export interface Secp256k1Jwk {
  kty: 'EC';
  crv: 'secp256k1';
  x: string;
  y: string;
  d?: string;
}

// DER object identifiers (X.690 §8.19), content bytes only.
const OID_EC_PUBLIC_KEY = [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01]; // 1.2.840.10045.2.1 (RFC 5480 §2.1.1)
const OID_SECP256K1 = [0x2b, 0x81, 0x04, 0x00, 0x0a]; // 1.3.132.0.10 (SEC 2 §2.4.1)
const CURVE_NAMES: Record<string, string> = {
  '2a8648ce3d030107': 'P-256',
  '2b81040022': 'P-384',
  '2b81040023': 'P-521',
};

/** One DER element: its tag, and where its content starts and ends in the buffer. */
interface Element {
  tag: number;
  start: number;
  end: number;
}

function malformed(what: string): never {
  throw new ToolInputError(`This PEM is not a valid PKCS#8 secp256k1 private key: ${what}.`);
}

/** Reads the DER element at `offset` (X.690 §8.1: one-byte tags, definite lengths only). */
function readElement(bytes: Uint8Array, offset: number, end = bytes.length): Element {
  if (offset + 2 > end) malformed('the DER data ends too soon');
  const tag = bytes[offset]!;
  let length = bytes[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 3 || start + count > end) malformed('a DER length is invalid');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i]!;
    start += count;
  }
  if (start + length > end) malformed('a DER element is longer than its container');
  return { tag, start, end: start + length };
}

/** The elements inside a constructed element (e.g. a SEQUENCE). */
function children(bytes: Uint8Array, parent: Element): Element[] {
  const out: Element[] = [];
  for (let offset = parent.start; offset < parent.end; ) {
    const element = readElement(bytes, offset, parent.end);
    out.push(element);
    offset = element.end;
  }
  return out;
}

function hex(bytes: Uint8Array, element: Element): string {
  return Array.from(bytes.subarray(element.start, element.end), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Writes a DER element (X.690 §8.1.3 definite-length form). */
function der(tag: number, content: readonly number[] | Uint8Array): number[] {
  const n = content.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return [tag, ...length, ...content];
}

/** PEM armour (RFC 7468 §2): Base64 in lines of 64 characters, as jose writes it (no final line break). */
function pem(label: string, bytes: Uint8Array | number[]): string {
  const body = bytesToBase64(Uint8Array.from(bytes)).replace(/.{64}/g, '$&\n').replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
}

function checkScalar(d: Uint8Array): Uint8Array {
  if (d.length !== 32 || !secp256k1.utils.isValidSecretKey(d)) throw new ToolInputError('This secp256k1 private key is out of range: d must be 32 bytes with 1 ≤ d < n (SEC 1 §3.2.1).');
  return d;
}

/**
 * Reads a secp256k1 private key from a PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----", RFC 5958
 * OneAsymmetricKey with the id-ecPublicKey algorithm and the named curve secp256k1, RFC 5480
 * §2.1.1) holding an RFC 5915 ECPrivateKey, as `openssl genpkey -algorithm EC -pkeyopt
 * ec_paramgen_curve:secp256k1` writes it. An embedded public key, when present, must match.
 *
 * @param text - the PEM text.
 * @returns the private key.
 * @throws ToolInputError when the PEM or its DER structure is malformed, names another curve
 *   (P-256, P-384, P-521 by name) or algorithm, or holds a scalar out of range or a public key
 *   that does not belong to it.
 */
export function secp256k1KeyFromPkcs8(text: string): Secp256k1PrivateKey {
  const match = /^-----BEGIN PRIVATE KEY-----([\s\S]*?)-----END PRIVATE KEY-----\s*$/.exec(text.trim());
  if (!match) malformed('expected "-----BEGIN PRIVATE KEY-----" … "-----END PRIVATE KEY-----"');
  const bytes = parseBytes(match[1]!, 'base64', 'The PEM body');
  const info = readElement(bytes, 0);
  if (info.tag !== 0x30 || info.end !== bytes.length) malformed('it is not one DER SEQUENCE');
  const [version, algorithm, privateKey] = children(bytes, info);
  if (version?.tag !== 0x02 || !privateKey || algorithm?.tag !== 0x30) malformed('expected version, algorithm and private key');
  const [oid, curve] = children(bytes, algorithm);
  if (oid?.tag !== 0x06 || hex(bytes, oid) !== '2a8648ce3d0201') throw new ToolInputError('This PKCS#8 key is not an elliptic-curve key: ES256K needs a secp256k1 key.');
  if (curve?.tag !== 0x06) malformed('the curve must be named by its OID');
  const curveHex = hex(bytes, curve);
  if (curveHex !== '2b8104000a') {
    const name = CURVE_NAMES[curveHex];
    throw new ToolInputError(`This is ${name ? `a ${name}` : 'an elliptic-curve'} key, not secp256k1: ES256K needs a secp256k1 key${name ? ` (use ${name === 'P-256' ? 'ES256' : name === 'P-384' ? 'ES384' : 'ES512'} for this one)` : ''}.`);
  }
  if (privateKey.tag !== 0x04) malformed('the private key must be an OCTET STRING');
  const ecKey = readElement(bytes, privateKey.start, privateKey.end);
  if (ecKey.tag !== 0x30 || ecKey.end !== privateKey.end) malformed('the ECPrivateKey is not a SEQUENCE');
  const [ecVersion, scalar, ...optional] = children(bytes, ecKey);
  if (ecVersion?.tag !== 0x02 || hex(bytes, ecVersion) !== '01' || scalar?.tag !== 0x04) malformed('the ECPrivateKey must start with version 1 and the private key');
  const d = checkScalar(bytes.slice(scalar.start, scalar.end));
  for (const field of optional) {
    if (field.tag === 0xa0) {
      const params = readElement(bytes, field.start, field.end);
      if (params.tag !== 0x06 || hex(bytes, params) !== '2b8104000a') malformed('the ECPrivateKey names another curve');
    } else if (field.tag === 0xa1) {
      const bits = readElement(bytes, field.start, field.end);
      const point = bytes.subarray(bits.start + 1, bits.end);
      if (bits.tag !== 0x03 || bytes[bits.start] !== 0 || !equalBytes(point, secp256k1.getPublicKey(d, point.length === 33))) {
        throw new ToolInputError('The public key inside this PKCS#8 key does not belong to its private key.');
      }
    }
  }
  return { type: 'private', curve: 'secp256k1', secretKey: d };
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Reads a secp256k1 private key from a JWK: "kty": "EC", "crv": "secp256k1" (RFC 8812 §3.1),
 * "d" (and "x", "y", which must be its public point) in Base64url (RFC 7518 §6.2).
 *
 * @param jwk - the parsed JSON object.
 * @returns the private key.
 * @throws ToolInputError for another key type or curve, a missing or malformed member, a scalar
 *   out of range, or x/y that do not match d.
 */
export function secp256k1KeyFromJwk(jwk: Record<string, unknown>): Secp256k1PrivateKey {
  if (jwk.kty !== 'EC' || jwk.crv !== 'secp256k1') {
    throw new ToolInputError(`This JWK is ${typeof jwk.crv === 'string' ? `on curve ${jwk.crv}` : `of type ${String(jwk.kty)}`}: ES256K needs "kty": "EC", "crv": "secp256k1" (RFC 8812).`);
  }
  const member = (name: 'd' | 'x' | 'y'): Uint8Array => {
    const value = jwk[name];
    if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+$/.test(value) || value.length % 4 === 1) throw new ToolInputError(`The JWK's "${name}" must be Base64url text.`);
    let bytes: Uint8Array;
    try {
      bytes = base64url.decode(value);
    } catch (error) {
      throw new ToolInputError(`The JWK's "${name}" must be Base64url text.`, { cause: error });
    }
    if (bytes.length !== 32) throw new ToolInputError(`The JWK's "${name}" must encode 32 bytes (RFC 7518 §6.2.1.2), not ${bytes.length}.`);
    return bytes;
  };
  if (jwk.d === undefined) throw new ToolInputError('This JWK is a public key (no "d"): signing needs the private key.');
  const d = checkScalar(member('d'));
  const point = secp256k1.getPublicKey(d, false);
  if (jwk.x !== undefined || jwk.y !== undefined) {
    if (!equalBytes(member('x'), point.subarray(1, 33)) || !equalBytes(member('y'), point.subarray(33))) {
      throw new ToolInputError('The JWK\'s "x" and "y" are not the public key of its "d".');
    }
  }
  return { type: 'private', curve: 'secp256k1', secretKey: d };
}

/**
 * The JWK of a secp256k1 key (RFC 8812 §3.1, members in RFC 7638 order kty, crv, x, y, then d).
 *
 * @param key - the private key.
 * @param withPrivate - include "d" (the private key) or not (the public key).
 * @returns the JWK.
 */
export function secp256k1Jwk(key: Secp256k1PrivateKey, withPrivate: boolean): Secp256k1Jwk {
  const point = secp256k1.getPublicKey(key.secretKey, false);
  const jwk: Secp256k1Jwk = { kty: 'EC', crv: 'secp256k1', x: base64url.encode(point.subarray(1, 33)), y: base64url.encode(point.subarray(33)) };
  if (withPrivate) jwk.d = base64url.encode(key.secretKey);
  return jwk;
}

/**
 * The PKCS#8 PEM of a secp256k1 private key, as OpenSSL writes it: OneAsymmetricKey version 0,
 * id-ecPublicKey with the named curve secp256k1, and an ECPrivateKey (RFC 5915) of version 1
 * with the 32-byte scalar and the uncompressed public key, without the redundant curve parameters.
 *
 * @param key - the private key.
 * @returns "-----BEGIN PRIVATE KEY-----" … "-----END PRIVATE KEY-----".
 */
export function secp256k1Pkcs8Pem(key: Secp256k1PrivateKey): string {
  const point = secp256k1.getPublicKey(key.secretKey, false);
  const ecPrivateKey = der(0x30, [...der(0x02, [1]), ...der(0x04, key.secretKey), ...der(0xa1, der(0x03, [0, ...point]))]);
  const algorithm = der(0x30, [...der(0x06, OID_EC_PUBLIC_KEY), ...der(0x06, OID_SECP256K1)]);
  return pem('PRIVATE KEY', der(0x30, [...der(0x02, [0]), ...algorithm, ...der(0x04, ecPrivateKey)]));
}

/**
 * The SPKI PEM of a secp256k1 public key (RFC 5480 §2: id-ecPublicKey, the named curve
 * secp256k1, the uncompressed point of SEC 1 §2.3.3).
 *
 * @param key - the private key whose public key to write.
 * @returns "-----BEGIN PUBLIC KEY-----" … "-----END PUBLIC KEY-----".
 */
export function secp256k1SpkiPem(key: Secp256k1PrivateKey): string {
  const point = secp256k1.getPublicKey(key.secretKey, false);
  const algorithm = der(0x30, [...der(0x06, OID_EC_PUBLIC_KEY), ...der(0x06, OID_SECP256K1)]);
  return pem('PUBLIC KEY', der(0x30, [...algorithm, ...der(0x03, [0, ...point])]));
}

/**
 * A new random secp256k1 private key (noble's `randomSecretKey`, over `crypto.getRandomValues`).
 *
 * @returns the private key; a secret.
 */
export function generateSecp256k1Key(): Secp256k1PrivateKey {
  return { type: 'private', curve: 'secp256k1', secretKey: secp256k1.utils.randomSecretKey() };
}

/**
 * Signs with ES256K (RFC 8812 §3.2): ECDSA over secp256k1 with SHA-256 of `input`, the nonce
 * derived deterministically (RFC 6979) and s normalised to the lower half (as Bitcoin's libsecp256k1),
 * the signature written as R ‖ S, 32 bytes each (RFC 7518 §3.4).
 *
 * @param input - the bytes to sign (for a JWS, ASCII(header "." payload)).
 * @param key - the private key.
 * @returns the 64-byte signature.
 */
export function es256kSign(input: Uint8Array, key: Secp256k1PrivateKey): Uint8Array {
  return secp256k1.sign(input, key.secretKey, { prehash: true, lowS: true, format: 'compact' });
}
