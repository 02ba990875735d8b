import { ToolInputError } from '@handy-tools/ui/kit';
import * as asn1js from 'asn1js';
import { parseBer } from '../der.js';
import { base64ToBytes, bytesToHex, concatBytes, toArrayBuffer, utf8 } from './bytes.js';
import { sshFingerprintMd5, sshFingerprintSha256, spkiSha256 } from './fingerprint.js';
import { md5 } from './md5.js';
import { encodeOpenSshPrivateKey, encodeSshPublicKeyBlob, formatOpenSshPublicKey, SSH_CURVE_BITS, type SshCurve, type SshPrivateKey } from './openssh.js';
import { pemArmor } from './pem.js';
import type { EcCurve, KeyPairSpec } from './generate.js';

export { EC_CURVES, generateKeyPairJwk, RSA_MAX_BITS, RSA_MIN_BITS, type EcCurve, type KeyPairSpec } from './generate.js';

const CURVE_INFO: Record<EcCurve, { ssh: SshCurve; oid: string; bytes: number }> = {
  'P-256': { ssh: 'nistp256', oid: '1.2.840.10045.3.1.7', bytes: 32 },
  'P-384': { ssh: 'nistp384', oid: '1.3.132.0.34', bytes: 48 },
  'P-521': { ssh: 'nistp521', oid: '1.3.132.0.35', bytes: 66 },
};

function importAlgorithm(jwk: JsonWebKey): RsaHashedImportParams | EcKeyImportParams | Algorithm {
  if (jwk.kty === 'RSA') return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  if (jwk.kty === 'EC') return { name: 'ECDSA', namedCurve: jwk.crv ?? '' };
  return { name: 'Ed25519' };
}

/** Options of {@link encodeKeyPair}. */
export interface EncodeKeyPairOptions {
  /** Comment for the OpenSSH keys (e.g. `user@host`); one line. */
  comment?: string;
  /**
   * Passphrase: when not empty, `pkcs8Pem` is an encrypted PKCS#8 (PBES2, RFC 8018: PBKDF2 with
   * HMAC-SHA-256 and AES-256-CBC) and `traditionalPem` OpenSSL's legacy encrypted PEM
   * (`Proc-Type: 4,ENCRYPTED`, AES-256-CBC with the MD5-based key derivation). The OpenSSH
   * private key is never encrypted here.
   */
  passphrase?: string;
  /** PBKDF2 iterations for the encrypted PKCS#8 (default 600,000, OWASP's 2023 advice). */
  pbkdf2Iterations?: number;
  /** The openssh-key-v1 check value (random by default). */
  checkInt?: number;
}

/** Every encoding of a key pair, as {@link encodeKeyPair} returns them. */
export interface EncodedKeyPair {
  kind: KeyPairSpec['kind'];
  /** RSA modulus bits, curve bits, or 256 for Ed25519 (as `ssh-keygen -l` prints). */
  bits: number;
  /** The SSH key type, e.g. `ssh-rsa`, `ecdsa-sha2-nistp256`, `ssh-ed25519`. */
  sshType: string;
  /** PKCS#8 (RFC 5208 / 5958) `PRIVATE KEY`, or `ENCRYPTED PRIVATE KEY` with a passphrase. */
  pkcs8Pem: string;
  /** RSA: PKCS#1 `RSA PRIVATE KEY` (RFC 8017 A.1.2); ECDSA: SEC1 `EC PRIVATE KEY` (RFC 5915); Ed25519: none. */
  traditionalPem?: string;
  /** openssh-key-v1 `OPENSSH PRIVATE KEY`, unencrypted, with the comment. */
  openSshPrivate: string;
  /** SubjectPublicKeyInfo `PUBLIC KEY` (RFC 5280 §4.1.2.7). */
  spkiPem: string;
  /** RSA only: PKCS#1 `RSA PUBLIC KEY` (RFC 8017 A.1.1). */
  pkcs1PublicPem?: string;
  /** The OpenSSH public key line `type AAAA… comment`. */
  openSshPublic: string;
  fingerprints: {
    /** `SHA256:…` as `ssh-keygen -l` prints. */
    sha256: string;
    /** `MD5:aa:bb:…` as `ssh-keygen -l -E md5` prints (legacy). */
    md5: string;
    /** SHA-256 of the SubjectPublicKeyInfo DER, colon-separated hex. */
    spkiSha256: string;
    /** The same digest in Base64: an RFC 7469 `pin-sha256`. */
    spkiPin: string;
  };
}

function b64u(jwk: JsonWebKey, field: keyof JsonWebKey, what: string): Uint8Array<ArrayBuffer> {
  const value = jwk[field];
  if (typeof value !== 'string' || value === '') throw new ToolInputError(`The JWK has no “${String(field)}” (${what}).`);
  return base64ToBytes(value, `the JWK's “${String(field)}”`);
}

function leftPad(bytes: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  if (bytes.length > size) throw new ToolInputError(`A ${bytes.length}-byte value does not fit in ${size} bytes.`);
  return concatBytes(new Uint8Array(size - bytes.length), bytes);
}

function sshKeyOf(jwk: JsonWebKey): SshPrivateKey {
  if (jwk.kty === 'RSA')
    return {
      type: 'ssh-rsa',
      n: b64u(jwk, 'n', 'modulus'),
      e: b64u(jwk, 'e', 'public exponent'),
      d: b64u(jwk, 'd', 'private exponent'),
      p: b64u(jwk, 'p', 'first prime'),
      q: b64u(jwk, 'q', 'second prime'),
      iqmp: b64u(jwk, 'qi', 'CRT coefficient'),
    };
  if (jwk.kty === 'EC') {
    const info = CURVE_INFO[jwk.crv as EcCurve] as (typeof CURVE_INFO)[EcCurve] | undefined;
    if (!info) throw new ToolInputError(`Unknown curve “${String(jwk.crv)}”: expected P-256, P-384 or P-521.`);
    const q = concatBytes(new Uint8Array([4]), leftPad(b64u(jwk, 'x', 'x coordinate'), info.bytes), leftPad(b64u(jwk, 'y', 'y coordinate'), info.bytes));
    return { type: `ecdsa-sha2-${info.ssh}`, curve: info.ssh, q, d: b64u(jwk, 'd', 'private scalar') };
  }
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') {
    const a = b64u(jwk, 'x', 'public key');
    const seed = b64u(jwk, 'd', 'private key');
    if (a.length !== 32 || seed.length !== 32) throw new ToolInputError('An Ed25519 JWK holds 32-byte “x” and “d”.');
    return { type: 'ssh-ed25519', a, k: concatBytes(seed, a) };
  }
  throw new ToolInputError(`Unsupported key: kty “${String(jwk.kty)}”${jwk.crv ? `, crv “${jwk.crv}”` : ''}.`);
}

function derOf(element: asn1js.AsnType): Uint8Array<ArrayBuffer> {
  return new Uint8Array(element.toBER(false));
}

function sequenceItems(der: Uint8Array, what: string): asn1js.AsnType[] {
  const parsed = parseBer(toArrayBuffer(der));
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) throw new ToolInputError(`${what} is not a DER SEQUENCE.`);
  return parsed.result.valueBlock.value;
}

/** The PKCS#1 RSAPrivateKey inside a PKCS#8 PrivateKeyInfo (its `privateKey` OCTET STRING). */
function pkcs8Inner(pkcs8: Uint8Array): Uint8Array<ArrayBuffer> {
  const inner = sequenceItems(pkcs8, 'The PKCS#8 key')[2];
  if (!(inner instanceof asn1js.OctetString)) throw new ToolInputError('The PKCS#8 key has no privateKey OCTET STRING.');
  return new Uint8Array(inner.valueBlock.valueHexView);
}

/** The `subjectPublicKey` BIT STRING's content of a SubjectPublicKeyInfo (PKCS#1 RSAPublicKey for RSA). */
function spkiInner(spki: Uint8Array): Uint8Array<ArrayBuffer> {
  const inner = sequenceItems(spki, 'The public key')[1];
  if (!(inner instanceof asn1js.BitString)) throw new ToolInputError('The public key has no subjectPublicKey BIT STRING.');
  return new Uint8Array(inner.valueBlock.valueHexView);
}

/** SEC1 ECPrivateKey (RFC 5915 §3) with the curve's OID and the public point. */
function sec1PrivateKey(curve: EcCurve, d: Uint8Array, q: Uint8Array): Uint8Array<ArrayBuffer> {
  const info = CURVE_INFO[curve];
  return derOf(
    new asn1js.Sequence({
      value: [
        new asn1js.Integer({ value: 1 }),
        new asn1js.OctetString({ valueHex: toArrayBuffer(leftPad(d, info.bytes)) }),
        new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 0 }, value: [new asn1js.ObjectIdentifier({ value: info.oid })] }),
        new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 1 }, value: [new asn1js.BitString({ valueHex: toArrayBuffer(q) })] }),
      ],
    }),
  );
}

const OID = {
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
  hmacWithSHA256: '1.2.840.113549.2.9',
  aes256Cbc: '2.16.840.1.101.3.4.1.42',
};

async function aes256CbcEncrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const k = await crypto.subtle.importKey('raw', toArrayBuffer(key), 'AES-CBC', false, ['encrypt']);
  return new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv: toArrayBuffer(iv) }, k, toArrayBuffer(data)));
}

/**
 * Encrypts a PKCS#8 PrivateKeyInfo as an EncryptedPrivateKeyInfo (RFC 5958 §3) with PBES2 (RFC
 * 8018 §6.2): PBKDF2-HMAC-SHA-256, 16-byte random salt, AES-256-CBC with a random IV — what
 * `openssl pkcs8 -topk8 -v2 aes-256-cbc -v2prf hmacWithSHA256` writes.
 *
 * @param pkcs8 - the PrivateKeyInfo DER.
 * @param passphrase - the passphrase (UTF-8).
 * @param iterations - PBKDF2 iterations.
 * @returns the EncryptedPrivateKeyInfo DER.
 */
export async function encryptPkcs8(pkcs8: Uint8Array, passphrase: string, iterations = 600_000): Promise<Uint8Array<ArrayBuffer>> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > 10_000_000) throw new ToolInputError('PBKDF2 iterations must be a whole number from 1 to 10,000,000.');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const base = await crypto.subtle.importKey('raw', toArrayBuffer(utf8(passphrase)), 'PBKDF2', false, ['deriveBits']);
  const key = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', salt, iterations, hash: 'SHA-256' }, base, 256));
  const encrypted = await aes256CbcEncrypt(key, iv, pkcs8);
  return derOf(
    new asn1js.Sequence({
      value: [
        new asn1js.Sequence({
          value: [
            new asn1js.ObjectIdentifier({ value: OID.pbes2 }),
            new asn1js.Sequence({
              value: [
                new asn1js.Sequence({
                  value: [
                    new asn1js.ObjectIdentifier({ value: OID.pbkdf2 }),
                    new asn1js.Sequence({
                      value: [
                        new asn1js.OctetString({ valueHex: toArrayBuffer(salt) }),
                        new asn1js.Integer({ value: iterations }),
                        new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID.hmacWithSHA256 }), new asn1js.Null()] }),
                      ],
                    }),
                  ],
                }),
                new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID.aes256Cbc }), new asn1js.OctetString({ valueHex: toArrayBuffer(iv) })] }),
              ],
            }),
          ],
        }),
        new asn1js.OctetString({ valueHex: toArrayBuffer(encrypted) }),
      ],
    }),
  );
}

/**
 * OpenSSL's legacy encrypted PEM (RFC 1421 headers `Proc-Type: 4,ENCRYPTED` and
 * `DEK-Info: AES-256-CBC,<IV>`; key from `EVP_BytesToKey` with MD5, one round, the IV's first
 * 8 bytes as salt), as `openssl rsa -aes256` writes. Weak key derivation: kept for old software.
 *
 * @param label - `RSA PRIVATE KEY` or `EC PRIVATE KEY`.
 * @param der - the key's DER.
 * @param passphrase - the passphrase (UTF-8).
 * @returns the PEM text.
 */
export async function encryptLegacyPem(label: string, der: Uint8Array, passphrase: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const pass = utf8(passphrase);
  const salt = iv.subarray(0, 8);
  const d1 = md5(concatBytes(pass, salt));
  const d2 = md5(concatBytes(d1, pass, salt));
  const encrypted = await aes256CbcEncrypt(concatBytes(d1, d2), iv, der);
  return pemArmor(label, encrypted, { headers: { 'Proc-Type': '4,ENCRYPTED', 'DEK-Info': `AES-256-CBC,${bytesToHex(iv).toUpperCase()}` } });
}

function bitLength(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i] ?? 0));
}

/**
 * Writes a key pair in every format: PKCS#8 (optionally encrypted), PKCS#1 / SEC1, openssh-key-v1,
 * SubjectPublicKeyInfo, PKCS#1 public key, the OpenSSH public line, and its fingerprints. The PEM
 * forms come from WebCrypto's own PKCS#8 and SPKI export; the SSH forms follow RFC 4253 §6.6
 * (RSA), RFC 5656 §3.1 (ECDSA), RFC 8709 §4 (Ed25519).
 *
 * @param jwk - the private key as a JWK (as {@link generateKeyPairJwk} returns).
 * @param options - comment, passphrase (see {@link EncodeKeyPairOptions}).
 * @returns {@link EncodedKeyPair}.
 * @throws ToolInputError when the JWK is not a complete RSA, P-256/384/521 or Ed25519 private key,
 *   or the comment holds a line break.
 */
export async function encodeKeyPair(jwk: JsonWebKey, options: EncodeKeyPairOptions = {}): Promise<EncodedKeyPair> {
  const comment = options.comment ?? '';
  if (/[\r\n]/.test(comment)) throw new ToolInputError('The comment must fit on one line.');
  const passphrase = options.passphrase ?? '';
  const ssh = sshKeyOf(jwk);
  const kind: KeyPairSpec['kind'] = jwk.kty === 'RSA' ? 'rsa' : jwk.kty === 'EC' ? 'ecdsa' : 'ed25519';
  let privateKey: CryptoKey;
  try {
    privateKey = await crypto.subtle.importKey('jwk', { ...jwk, key_ops: ['sign'], ext: true }, importAlgorithm(jwk), true, ['sign']);
  } catch (e) {
    throw new ToolInputError(`The key is not valid: ${e instanceof Error ? e.message : String(e)}`);
  }
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', privateKey));
  const publicJwk: JsonWebKey = { kty: jwk.kty, crv: jwk.crv, n: jwk.n, e: jwk.e, x: jwk.x, y: jwk.y };
  const publicKey = await crypto.subtle.importKey('jwk', publicJwk, importAlgorithm(jwk), true, ['verify']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', publicKey));

  let traditional: { label: string; der: Uint8Array } | undefined;
  if (ssh.type === 'ssh-rsa') traditional = { label: 'RSA PRIVATE KEY', der: pkcs8Inner(pkcs8) };
  else if (jwk.kty === 'EC' && 'd' in ssh) traditional = { label: 'EC PRIVATE KEY', der: sec1PrivateKey(jwk.crv as EcCurve, ssh.d, ssh.q) };

  const blob = encodeSshPublicKeyBlob(ssh);
  const pin = await spkiSha256(spki);
  return {
    kind,
    bits: ssh.type === 'ssh-rsa' ? bitLength(ssh.n) : ssh.type === 'ssh-ed25519' ? 256 : SSH_CURVE_BITS[ssh.curve],
    sshType: ssh.type,
    pkcs8Pem: passphrase ? pemArmor('ENCRYPTED PRIVATE KEY', await encryptPkcs8(pkcs8, passphrase, options.pbkdf2Iterations)) : pemArmor('PRIVATE KEY', pkcs8),
    traditionalPem: traditional && (passphrase ? await encryptLegacyPem(traditional.label, traditional.der, passphrase) : pemArmor(traditional.label, traditional.der)),
    openSshPrivate: encodeOpenSshPrivateKey(ssh, { comment, checkInt: options.checkInt }),
    spkiPem: pemArmor('PUBLIC KEY', spki),
    pkcs1PublicPem: ssh.type === 'ssh-rsa' ? pemArmor('RSA PUBLIC KEY', spkiInner(spki)) : undefined,
    openSshPublic: formatOpenSshPublicKey(ssh, comment),
    fingerprints: {
      sha256: await sshFingerprintSha256(blob),
      md5: sshFingerprintMd5(blob),
      spkiSha256: pin.hex.replace(/(..)(?!$)/g, '$1:'),
      spkiPin: pin.base64,
    },
  };
}

/** The private key formats the key pair tools offer. */
export const PRIVATE_KEY_FORMATS = ['pkcs8', 'traditional', 'openssh'] as const;
/** A private key format: PKCS#8, the traditional one (PKCS#1 for RSA, SEC1 for EC), openssh-key-v1. */
export type PrivateKeyFormat = (typeof PRIVATE_KEY_FORMATS)[number];
/** The public key formats the key pair tools offer. */
export const PUBLIC_KEY_FORMATS = ['spki', 'pkcs1', 'openssh'] as const;
/** A public key format: SubjectPublicKeyInfo PEM, PKCS#1 PEM (RSA), the OpenSSH line. */
export type PublicKeyFormat = (typeof PUBLIC_KEY_FORMATS)[number];

/** What {@link pickKeyPairOutputs} returns: the two texts to show, and their file names. */
export interface KeyPairOutputs {
  privateKey: string;
  publicKey: string;
  privateFileName: string;
  publicFileName: string;
}

/**
 * Picks the private and public key texts in the chosen formats.
 *
 * @param keys - the encoded key pair.
 * @param privateFormat - the private key format.
 * @param publicFormat - the public key format.
 * @param passphrase - the passphrase the keys were encoded with ('' when none).
 * @param fileBase - the file name stem (e.g. `id_ed25519`): OpenSSH keys are saved as `stem` and
 *   `stem.pub` as ssh-keygen names them, PEM keys as `stem.key.pem` and `stem.pub.pem`.
 * @returns the texts and file names.
 * @throws ToolInputError when the format does not exist for this key (PKCS#1 or a traditional
 *   private key for Ed25519, PKCS#1 public key for EC), or when a passphrase is given for the
 *   OpenSSH private key (written unencrypted here).
 */
export function pickKeyPairOutputs(keys: EncodedKeyPair, privateFormat: PrivateKeyFormat, publicFormat: PublicKeyFormat, passphrase: string, fileBase: string): KeyPairOutputs {
  let privateKey: string | undefined;
  if (privateFormat === 'pkcs8') privateKey = keys.pkcs8Pem;
  else if (privateFormat === 'traditional') privateKey = keys.traditionalPem;
  else if (passphrase) throw new ToolInputError('OpenSSH private keys are written unencrypted here: choose PKCS#8 to encrypt the key, or encrypt this one later with “ssh-keygen -p -f file”.');
  else privateKey = keys.openSshPrivate;
  if (privateKey === undefined) throw new ToolInputError(`${keys.sshType === 'ssh-ed25519' ? 'Ed25519' : 'This'} key has no traditional private key format: choose PKCS#8 or OpenSSH.`);
  const publicKey = publicFormat === 'spki' ? keys.spkiPem : publicFormat === 'pkcs1' ? keys.pkcs1PublicPem : `${keys.openSshPublic}\n`;
  if (publicKey === undefined) throw new ToolInputError('PKCS#1 public keys exist for RSA only: choose SubjectPublicKeyInfo or OpenSSH.');
  return {
    privateKey,
    publicKey,
    privateFileName: privateFormat === 'openssh' ? fileBase : `${fileBase}.key.pem`,
    publicFileName: publicFormat === 'openssh' ? `${fileBase}.pub` : `${fileBase}.pub.pem`,
  };
}
