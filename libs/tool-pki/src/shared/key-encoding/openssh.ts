import { ToolInputError } from '@handy-tools/ui/kit';
import { base64ToBytes, bytesToBase64, bytesEqual, utf8 } from './bytes.js';
import { pemArmor, pemUnarmor } from './pem.js';
import { SshReader, SshWriter } from './ssh-wire.js';

/** The NIST curves of RFC 5656 by their SSH names. */
export type SshCurve = 'nistp256' | 'nistp384' | 'nistp521';

/** The byte length of a coordinate (and of a private scalar) on each curve. */
export const SSH_CURVE_BYTES: Record<SshCurve, number> = { nistp256: 32, nistp384: 48, nistp521: 66 };

/** The curve size in bits, as `ssh-keygen -l` prints it. */
export const SSH_CURVE_BITS: Record<SshCurve, number> = { nistp256: 256, nistp384: 384, nistp521: 521 };

/**
 * An SSH public key, its fields as the wire format carries them (unsigned big-endian integers,
 * no leading zeros):
 * - `ssh-rsa` (RFC 4253 §6.6): exponent `e`, modulus `n`;
 * - `ecdsa-sha2-<curve>` (RFC 5656 §3.1): the curve and the point `q` (uncompressed, `04‖x‖y`);
 * - `ssh-ed25519` (RFC 8709 §4): the 32-byte public key `a`.
 */
export type SshPublicKey =
  | { type: 'ssh-rsa'; e: Uint8Array; n: Uint8Array }
  | { type: `ecdsa-sha2-${SshCurve}`; curve: SshCurve; q: Uint8Array }
  | { type: 'ssh-ed25519'; a: Uint8Array };

/**
 * An SSH private key, as openssh-key-v1 stores it (OpenSSH's PROTOCOL.key; sshkey.c's
 * `sshkey_private_serialize`): RSA adds `d`, `iqmp` (q⁻¹ mod p), `p`, `q`; ECDSA the scalar `d`;
 * Ed25519 the 64-byte `k` (32-byte seed followed by the public key).
 */
export type SshPrivateKey =
  | { type: 'ssh-rsa'; e: Uint8Array; n: Uint8Array; d: Uint8Array; iqmp: Uint8Array; p: Uint8Array; q: Uint8Array }
  | { type: `ecdsa-sha2-${SshCurve}`; curve: SshCurve; q: Uint8Array; d: Uint8Array }
  | { type: 'ssh-ed25519'; a: Uint8Array; k: Uint8Array };

/** The key types this module reads and writes. */
export const SSH_KEY_TYPES = ['ssh-rsa', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521', 'ssh-ed25519'] as const;

/**
 * The public half of an SSH private key.
 *
 * @param key - the private key.
 * @returns its public key.
 */
export function sshPublicOf(key: SshPrivateKey | SshPublicKey): SshPublicKey {
  switch (key.type) {
    case 'ssh-rsa':
      return { type: key.type, e: key.e, n: key.n };
    case 'ssh-ed25519':
      return { type: key.type, a: key.a };
    default:
      return { type: key.type, curve: key.curve, q: key.q };
  }
}

function writePublicFields(w: SshWriter, key: SshPublicKey): void {
  switch (key.type) {
    case 'ssh-rsa':
      w.mpint(key.e).mpint(key.n);
      break;
    case 'ssh-ed25519':
      if (key.a.length !== 32) throw new ToolInputError(`An Ed25519 public key has 32 bytes, not ${key.a.length}.`);
      w.string(key.a);
      break;
    default:
      checkPoint(key.curve, key.q);
      w.string(key.curve).string(key.q);
  }
}

function checkPoint(curve: SshCurve, q: Uint8Array): void {
  const size = SSH_CURVE_BYTES[curve];
  if (q.length !== 1 + 2 * size || q[0] !== 4) throw new ToolInputError(`An uncompressed ${curve} point has ${1 + 2 * size} bytes starting with 04; this one has ${q.length}.`);
}

/**
 * The public key blob: the bytes an OpenSSH public key line carries in Base64 and the
 * fingerprints hash (RFC 4253 §6.6, RFC 5656 §3.1, RFC 8709 §4).
 *
 * @param key - the public key.
 * @returns the blob.
 * @throws ToolInputError for an ECDSA point or Ed25519 key of the wrong size.
 */
export function encodeSshPublicKeyBlob(key: SshPublicKey): Uint8Array<ArrayBuffer> {
  const w = new SshWriter().string(key.type);
  writePublicFields(w, key);
  return w.finish();
}

function readKeyType(r: SshReader, what: string): (typeof SSH_KEY_TYPES)[number] {
  const type = r.text();
  if (!(SSH_KEY_TYPES as readonly string[]).includes(type))
    throw new ToolInputError(`${what} has the key type “${type.slice(0, 60)}”; expected one of ${SSH_KEY_TYPES.join(', ')}.`);
  return type as (typeof SSH_KEY_TYPES)[number];
}

function readPublicFields(r: SshReader, type: (typeof SSH_KEY_TYPES)[number], what: string): SshPublicKey {
  if (type === 'ssh-rsa') {
    const e = r.mpint();
    const n = r.mpint();
    return { type, e, n };
  }
  if (type === 'ssh-ed25519') {
    const a = r.string();
    if (a.length !== 32) throw new ToolInputError(`${what}: an Ed25519 public key has 32 bytes, not ${a.length}.`);
    return { type, a };
  }
  const curve = r.text();
  if (`ecdsa-sha2-${curve}` !== type) throw new ToolInputError(`${what}: the curve “${curve.slice(0, 20)}” does not match the key type ${type}.`);
  const q = r.string();
  checkPoint(curve as SshCurve, q);
  return { type, curve: curve as SshCurve, q };
}

/**
 * Reads a public key blob.
 *
 * @param blob - the bytes (see {@link encodeSshPublicKeyBlob}).
 * @returns the key.
 * @throws ToolInputError for an unknown key type, truncated or trailing data, a bad point size.
 */
export function decodeSshPublicKeyBlob(blob: Uint8Array): SshPublicKey {
  const what = 'The SSH public key';
  const r = new SshReader(blob, what);
  const key = readPublicFields(r, readKeyType(r, what), what);
  r.end();
  return key;
}

/**
 * The OpenSSH public key line (`authorized_keys` / `.pub` format, sshd(8) "AUTHORIZED_KEYS FILE
 * FORMAT"): `type base64(blob) comment`.
 *
 * @param key - the public key.
 * @param comment - the comment (e.g. `user@host`); left out when empty. Line breaks are not allowed.
 * @returns the line, without a line break.
 * @throws ToolInputError when the comment holds a line break, or as {@link encodeSshPublicKeyBlob}.
 */
export function formatOpenSshPublicKey(key: SshPublicKey, comment = ''): string {
  if (/[\r\n]/.test(comment)) throw new ToolInputError('The comment must fit on one line.');
  const line = `${key.type} ${bytesToBase64(encodeSshPublicKeyBlob(key))}`;
  return comment.trim() ? `${line} ${comment.trim()}` : line;
}

/**
 * Reads an OpenSSH public key line (`type base64 [comment]`; options before the type, as in
 * `authorized_keys`, are not accepted).
 *
 * @param line - the line.
 * @returns the key, its comment ('' when none) and its blob.
 * @throws ToolInputError when the line is not `type base64 …`, the Base64 is bad, or the type in
 *   the line differs from the one in the blob.
 */
export function parseOpenSshPublicKey(line: string): { key: SshPublicKey; comment: string; blob: Uint8Array<ArrayBuffer> } {
  const m = /^\s*(\S+)\s+([A-Za-z0-9+/=]+)(?:[ \t]+([^\r\n]*?))?\s*$/.exec(line);
  if (!m) throw new ToolInputError('Expected an OpenSSH public key: “type AAAA… comment” on one line.');
  const blob = base64ToBytes(m[2] ?? '', 'the OpenSSH public key');
  const key = decodeSshPublicKeyBlob(blob);
  if (key.type !== m[1]) throw new ToolInputError(`The line says “${(m[1] ?? '').slice(0, 40)}” but the key inside is ${key.type}.`);
  return { key, comment: m[3] ?? '', blob };
}

const AUTH_MAGIC = utf8('openssh-key-v1\0');

/** Options of {@link encodeOpenSshPrivateKey}. */
export interface OpenSshPrivateKeyOptions {
  /** The comment stored with the key ('' by default). */
  comment?: string;
  /** The 32-bit check value written twice (random by default, as ssh-keygen does). */
  checkInt?: number;
}

/**
 * The OpenSSH private key format `openssh-key-v1` (OpenSSH's PROTOCOL.key), unencrypted
 * (cipher and KDF `none`), armoured as `-----BEGIN OPENSSH PRIVATE KEY-----` in lines of 70
 * characters as ssh-keygen writes it.
 *
 * @param key - the private key.
 * @param options - comment and check value.
 * @returns the PEM text.
 * @throws ToolInputError as {@link encodeSshPublicKeyBlob}.
 */
export function encodeOpenSshPrivateKey(key: SshPrivateKey, options: OpenSshPrivateKeyOptions = {}): string {
  const checkInt = options.checkInt ?? crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  const priv = new SshWriter().uint32(checkInt).uint32(checkInt).string(key.type);
  switch (key.type) {
    case 'ssh-rsa':
      priv.mpint(key.n).mpint(key.e).mpint(key.d).mpint(key.iqmp).mpint(key.p).mpint(key.q);
      break;
    case 'ssh-ed25519':
      if (key.k.length !== 64) throw new ToolInputError(`An Ed25519 private key is stored as 64 bytes (seed and public key), not ${key.k.length}.`);
      priv.string(key.a).string(key.k);
      break;
    default:
      checkPoint(key.curve, key.q);
      priv.string(key.curve).string(key.q).mpint(key.d);
  }
  priv.string(options.comment ?? '');
  let section = priv.finish();
  // Padding 1, 2, 3… up to the cipher's block size (8 for "none").
  const pad = (8 - (section.length % 8)) % 8;
  if (pad) section = new SshWriter().raw(section).raw(Uint8Array.from({ length: pad }, (_, i) => i + 1)).finish();
  const body = new SshWriter().raw(AUTH_MAGIC).string('none').string('none').string('').uint32(1).string(encodeSshPublicKeyBlob(sshPublicOf(key))).string(section).finish();
  return pemArmor('OPENSSH PRIVATE KEY', body, { lineLength: 70 });
}

/**
 * Reads an unencrypted `openssh-key-v1` private key (OpenSSH's PROTOCOL.key).
 *
 * @param pem - the `-----BEGIN OPENSSH PRIVATE KEY-----` text.
 * @returns the key and its comment.
 * @throws ToolInputError when the text is not that format, is encrypted, holds several keys, its
 *   check values differ, its public and private parts disagree, or its padding is wrong.
 */
export function parseOpenSshPrivateKey(pem: string): { key: SshPrivateKey; comment: string } {
  const what = 'The OpenSSH private key';
  const { der } = pemUnarmor(pem, ['OPENSSH PRIVATE KEY']);
  const r = new SshReader(der, what);
  if (!bytesEqual(r.raw(Math.min(AUTH_MAGIC.length, der.length)), AUTH_MAGIC)) throw new ToolInputError(`${what} does not start with “openssh-key-v1”.`);
  const cipher = r.text();
  const kdf = r.text();
  r.string();
  if (cipher !== 'none' || kdf !== 'none') throw new ToolInputError(`${what} is encrypted (${cipher.slice(0, 30)}, ${kdf.slice(0, 30)}); only unencrypted keys are read here.`);
  const count = r.uint32();
  if (count !== 1) throw new ToolInputError(`${what} holds ${count} keys; expected 1.`);
  const publicKey = decodeSshPublicKeyBlob(r.string());
  const section = r.string();
  r.end();
  if (section.length % 8) throw new ToolInputError(`${what}'s private section is not a multiple of 8 bytes.`);
  const p = new SshReader(section, what);
  if (p.uint32() !== p.uint32()) throw new ToolInputError(`${what}'s two check values differ.`);
  const type = readKeyType(p, what);
  let key: SshPrivateKey;
  if (type === 'ssh-rsa') {
    const n = p.mpint();
    const e = p.mpint();
    key = { type, n, e, d: p.mpint(), iqmp: p.mpint(), p: p.mpint(), q: p.mpint() };
  } else if (type === 'ssh-ed25519') {
    const a = p.string();
    const k = p.string();
    if (a.length !== 32 || k.length !== 64 || !bytesEqual(k.subarray(32), a)) throw new ToolInputError(`${what}: the Ed25519 key is malformed.`);
    key = { type, a, k };
  } else {
    const pub = readPublicFields(p, type, what) as { curve: SshCurve; q: Uint8Array };
    key = { type, curve: pub.curve, q: pub.q, d: p.mpint() };
  }
  const comment = p.text();
  const padding = p.raw(p.remaining);
  if (padding.some((b, i) => b !== i + 1)) throw new ToolInputError(`${what}'s padding is wrong.`);
  if (!bytesEqual(encodeSshPublicKeyBlob(publicKey), encodeSshPublicKeyBlob(sshPublicOf(key))))
    throw new ToolInputError(`${what}: the public key does not match the private key.`);
  return { key, comment };
}
