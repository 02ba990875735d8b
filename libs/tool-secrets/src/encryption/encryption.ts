import { ToolInputError } from '@handy-tools/ui/kit';
import AES from 'crypto-js/aes.js';
import CryptoJS from 'crypto-js/core.js';
import EvpKDF from 'crypto-js/evpkdf.js';
import NoPadding from 'crypto-js/pad-nopadding.js';
import Rabbit from 'crypto-js/rabbit.js';
import RC4 from 'crypto-js/rc4.js';
import TripleDES from 'crypto-js/tripledes.js';
import { bytesToBase64, bytesToHex, parseBytes } from '@handy-tools/bytes';

/**
 * The ciphers of this tool. `aes-cbc`, `tripledes` (DES-EDE3-CBC), `rabbit` and `rc4` run on
 * crypto-js; `aes-gcm` on WebCrypto (crypto-js has no GCM).
 */
export const ENCRYPTION_ALGORITHMS = ['aes-cbc', 'aes-gcm', 'tripledes', 'rabbit', 'rc4'] as const;
export type EncryptionAlgorithm = (typeof ENCRYPTION_ALGORITHMS)[number];
/** AES-CBC key sizes in bits (passphrase mode; a raw key's length decides by itself). */
export const AES_KEY_SIZES = ['128', '192', '256'] as const;
export type AesKeySize = (typeof AES_KEY_SIZES)[number];
/**
 * How a passphrase becomes key + IV (OpenSSL `enc`, crypto-js): `md5` = EVP_BytesToKey with MD5
 * and one iteration (`openssl enc -md md5`, `CryptoJS.AES.encrypt(text, passphrase)`); `pbkdf2` =
 * PBKDF2-HMAC-SHA256 with 10 000 iterations (`openssl enc -pbkdf2`, OpenSSL ≥ 1.1.1).
 */
export const KEY_DERIVATIONS = ['md5', 'pbkdf2'] as const;
export type KeyDerivation = (typeof KEY_DERIVATIONS)[number];
/** Passphrase (salted, OpenSSL format) or raw key + IV in hex (AES-CBC only, `openssl enc -K -iv`). */
export const KEY_MODES = ['passphrase', 'raw'] as const;
export type KeyMode = (typeof KEY_MODES)[number];

/** Iterations of PBKDF2-HMAC-SHA256 for `openssl enc -pbkdf2` (its default, `-iter 10000`). */
export const OPENSSL_PBKDF2_ITERATIONS = 10_000;
/** Iterations of PBKDF2-HMAC-SHA256 of this tool's own AES-GCM format. */
export const GCM_PBKDF2_ITERATIONS = 100_000;

/** Options of {@link encryptText} and {@link decryptText}. */
export interface EncryptionOptions {
  algorithm: EncryptionAlgorithm;
  /** Default `passphrase`; `raw` is for `aes-cbc` only. */
  keyMode?: KeyMode;
  /** The passphrase (passphrase mode). */
  passphrase?: string;
  /** Passphrase → key derivation for aes-cbc, tripledes, rabbit and rc4 (default `md5`). */
  kdf?: KeyDerivation;
  /** AES-CBC key size in passphrase mode (default 256). */
  aesKeySize?: AesKeySize;
  /** Raw mode: the AES key, hex (16, 24 or 32 bytes). */
  keyHex?: string;
  /** Raw mode: the IV, hex (16 bytes). */
  ivHex?: string;
  /** Encryption only: a fixed 8-byte salt instead of a random one (for tests and reproducible output). */
  salt?: Uint8Array;
  /** Encryption only, AES-GCM: a fixed 12-byte IV instead of a random one. */
  gcmIv?: Uint8Array;
}

interface CipherSpec {
  keyBytes: number;
  ivBytes: number;
  /** Block size in bytes; 0 for a stream cipher. */
  block: number;
  cipher: typeof AES;
}

const SALTED = new TextEncoder().encode('Salted__');
const utf8 = new TextEncoder();
const WRONG = 'Wrong passphrase or corrupted data';

function cipherSpec(algorithm: Exclude<EncryptionAlgorithm, 'aes-gcm'>, aesKeySize: AesKeySize): CipherSpec {
  switch (algorithm) {
    case 'aes-cbc':
      return { keyBytes: Number(aesKeySize) / 8, ivBytes: 16, block: 16, cipher: AES };
    case 'tripledes':
      return { keyBytes: 24, ivBytes: 8, block: 8, cipher: TripleDES };
    case 'rabbit':
      return { keyBytes: 16, ivBytes: 8, block: 0, cipher: Rabbit };
    case 'rc4':
      return { keyBytes: 32, ivBytes: 0, block: 0, cipher: RC4 };
  }
}

/** Bytes → crypto-js WordArray (big-endian 32-bit words). */
function toWords(bytes: Uint8Array): CryptoJS.lib.WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i++) words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i]! << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

/** crypto-js WordArray → bytes. */
function fromWords(words: CryptoJS.lib.WordArray): Uint8Array {
  const out = new Uint8Array(Math.max(0, words.sigBytes));
  for (let i = 0; i < out.length; i++) out[i] = ((words.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

/**
 * Checks a raw AES key and IV (hex) as `openssl enc -K <key> -iv <iv>` takes them.
 *
 * @param keyHex - 16, 24 or 32 bytes in hex (AES-128, AES-192, AES-256).
 * @param ivHex - 16 bytes in hex.
 * @returns the key and IV bytes.
 * @throws ToolInputError when either is empty, not hex, or of the wrong length (the message says which).
 */
export function parseRawAesKey(keyHex: string, ivHex: string): { key: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer> } {
  if (keyHex.trim() === '') throw new ToolInputError('Enter the key in hex (32, 48 or 64 hex digits for AES-128, -192 or -256).');
  const key = parseBytes(keyHex, 'hex', 'The key');
  if (![16, 24, 32].includes(key.length)) throw new ToolInputError(`The key is ${key.length} bytes; AES needs 16, 24 or 32 bytes (32, 48 or 64 hex digits).`);
  if (ivHex.trim() === '') throw new ToolInputError('Enter the IV in hex (32 hex digits, 16 bytes).');
  const iv = parseBytes(ivHex, 'hex', 'The IV');
  if (iv.length !== 16) throw new ToolInputError(`The IV is ${iv.length} bytes; AES-CBC needs 16 bytes (32 hex digits).`);
  return { key, iv };
}

/**
 * AES-CBC encryption with PKCS#7 padding and a raw key (crypto-js), as `openssl enc -aes-*-cbc -K -iv`
 * (NIST SP 800-38A §6.2; padding RFC 5652 §6.3).
 *
 * @param plain - the plaintext bytes.
 * @param key - 16, 24 or 32 bytes.
 * @param iv - 16 bytes.
 * @returns the ciphertext: the plaintext length rounded up to the next multiple of 16 (always at least one padding byte).
 */
export function aesCbcEncryptBytes(plain: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array {
  return fromWords(AES.encrypt(toWords(plain), toWords(key), { iv: toWords(iv) }).ciphertext);
}

/** Removes and checks PKCS#7 padding (RFC 5652 §6.3). */
function unpad(bytes: Uint8Array, block: number): Uint8Array {
  const n = bytes[bytes.length - 1] ?? 0;
  if (n < 1 || n > block || n > bytes.length) throw new ToolInputError(`${WRONG}: the padding is invalid.`);
  for (let i = bytes.length - n; i < bytes.length; i++) if (bytes[i] !== n) throw new ToolInputError(`${WRONG}: the padding is invalid.`);
  return bytes.subarray(0, bytes.length - n);
}

function decryptWith(spec: CipherSpec, ciphertext: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array {
  if (ciphertext.length === 0) throw new ToolInputError(`${WRONG}: there is no ciphertext after the header.`);
  if (spec.block > 0 && ciphertext.length % spec.block !== 0) throw new ToolInputError(`${WRONG}: the ciphertext is ${ciphertext.length} bytes, not a multiple of the ${spec.block}-byte block (truncated?).`);
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: toWords(ciphertext) });
  const raw = fromWords(spec.cipher.decrypt(params, toWords(key), { iv: spec.ivBytes ? toWords(iv) : undefined, padding: NoPadding }));
  return spec.block > 0 ? unpad(raw, spec.block) : raw;
}

/**
 * AES-CBC decryption with a raw key, checking PKCS#7 padding (the inverse of {@link aesCbcEncryptBytes}).
 *
 * @param ciphertext - a non-empty multiple of 16 bytes.
 * @param key - 16, 24 or 32 bytes.
 * @param iv - 16 bytes.
 * @returns the plaintext bytes.
 * @throws ToolInputError "Wrong passphrase or corrupted data…" for a bad length or invalid padding.
 */
export function aesCbcDecryptBytes(ciphertext: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array {
  return decryptWith(cipherSpec('aes-cbc', '256'), ciphertext, key, iv);
}

async function pbkdf2Sha256(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bytes: number): Promise<Uint8Array> {
  const base = await globalThis.crypto.subtle.importKey('raw', utf8.encode(passphrase), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await globalThis.crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, bytes * 8));
}

/**
 * Derives key and IV from a passphrase and an 8-byte salt as OpenSSL `enc` does: EVP_BytesToKey
 * (MD5, 1 iteration; OpenSSL crypto/evp/evp_key.c, crypto-js EvpKDF) or PBKDF2-HMAC-SHA256 with
 * 10 000 iterations (`-pbkdf2`, RFC 8018 §5.2), the first `keyBytes` bytes being the key and the
 * next `ivBytes` the IV.
 */
async function deriveKeyIv(passphrase: string, salt: Uint8Array<ArrayBuffer>, kdf: KeyDerivation, keyBytes: number, ivBytes: number): Promise<{ key: Uint8Array; iv: Uint8Array }> {
  const total = keyBytes + ivBytes;
  const material =
    kdf === 'pbkdf2'
      ? await pbkdf2Sha256(passphrase, salt, OPENSSL_PBKDF2_ITERATIONS, total)
      : fromWords(EvpKDF(CryptoJS.enc.Utf8.parse(passphrase), toWords(salt), { keySize: total / 4, iterations: 1 }));
  return { key: material.subarray(0, keyBytes), iv: material.subarray(keyBytes, total) };
}

function requirePassphrase(passphrase: string | undefined): string {
  if (!passphrase) throw new ToolInputError('Enter a passphrase.');
  return passphrase;
}

function checkSalt(salt: Uint8Array | undefined): Uint8Array<ArrayBuffer> {
  if (salt === undefined) return randomBytes(8);
  if (salt.length !== 8) throw new ToolInputError(`The salt must be 8 bytes, not ${salt.length}.`);
  return new Uint8Array(salt);
}

async function gcmKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const bits = await pbkdf2Sha256(passphrase, salt, GCM_PBKDF2_ITERATIONS, 32);
  return globalThis.crypto.subtle.importKey('raw', new Uint8Array(bits), 'AES-GCM', false, [usage]);
}

/**
 * Encrypts UTF-8 text.
 *
 * Formats (output in Base64, one line):
 * - passphrase mode, aes-cbc / tripledes / rabbit / rc4: OpenSSL's salted format,
 *   `"Salted__" ‖ salt (8 bytes) ‖ ciphertext`, key and IV from {@link KeyDerivation}. AES-CBC and
 *   TripleDES (DES-EDE3-CBC) equal `openssl enc -aes-256-cbc|-des-ede3-cbc -md md5|-pbkdf2 -a`;
 *   with MD5 they equal `CryptoJS.<Cipher>.encrypt(text, passphrase)` for AES-256, TripleDES,
 *   Rabbit (128-bit key, 64-bit IV) and RC4 (256-bit key, where `openssl -rc4` uses 128 bits).
 * - raw mode (aes-cbc): the ciphertext alone, as `openssl enc -aes-*-cbc -K <hex> -iv <hex> -a`.
 * - aes-gcm (this tool's own format; `openssl enc` has no GCM): `"Salted__" ‖ salt (8) ‖ IV (12)
 *   ‖ ciphertext ‖ tag (16)`, key = PBKDF2-HMAC-SHA256(passphrase, salt, 100 000 iterations, 32
 *   bytes) (AES-256-GCM, NIST SP 800-38D, no additional data).
 *
 * @param text - the plaintext (not empty), encoded as UTF-8.
 * @param options - algorithm, key mode and key material; `salt`/`gcmIv` fix the random values.
 * @returns the ciphertext in Base64.
 * @throws ToolInputError for empty text, a missing passphrase, a bad raw key or IV, or a bad fixed salt or IV.
 */
export async function encryptText(text: string, options: EncryptionOptions): Promise<string> {
  if (text === '') throw new ToolInputError('Enter the text to encrypt.');
  const plain = utf8.encode(text);
  const { algorithm } = options;
  if (algorithm === 'aes-gcm') {
    const passphrase = requirePassphrase(options.passphrase);
    const salt = checkSalt(options.salt);
    const iv = options.gcmIv === undefined ? randomBytes(12) : new Uint8Array(options.gcmIv);
    if (iv.length !== 12) throw new ToolInputError(`The GCM IV must be 12 bytes, not ${iv.length}.`);
    const key = await gcmKey(passphrase, salt, 'encrypt');
    const sealed = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    return bytesToBase64(concat(SALTED, salt, iv, sealed));
  }
  if ((options.keyMode ?? 'passphrase') === 'raw') {
    if (algorithm !== 'aes-cbc') throw new ToolInputError('A raw key and IV are only supported for AES-CBC.');
    const { key, iv } = parseRawAesKey(options.keyHex ?? '', options.ivHex ?? '');
    return bytesToBase64(aesCbcEncryptBytes(plain, key, iv));
  }
  const passphrase = requirePassphrase(options.passphrase);
  const spec = cipherSpec(algorithm, options.aesKeySize ?? '256');
  const salt = checkSalt(options.salt);
  const { key, iv } = await deriveKeyIv(passphrase, salt, options.kdf ?? 'md5', spec.keyBytes, spec.ivBytes);
  const sealed = fromWords(spec.cipher.encrypt(toWords(plain), toWords(key), spec.ivBytes ? { iv: toWords(iv) } : {}).ciphertext);
  return bytesToBase64(concat(SALTED, salt, sealed));
}

function startsWithSalted(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && SALTED.every((b, i) => bytes[i] === b);
}

function decodeText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new ToolInputError(`${WRONG}: decryption gives empty text.`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new ToolInputError(`${WRONG}: the result is not UTF-8 text.`, { cause: error });
  }
}

/**
 * Decrypts what {@link encryptText} (or `openssl enc -a`, or crypto-js) produced.
 *
 * A wrong passphrase or key is detected, never shown as a result: AES-GCM checks its tag; the block
 * ciphers (AES-CBC, TripleDES) check the PKCS#7 padding; every algorithm requires non-empty UTF-8
 * text. Rabbit and RC4 have no integrity check, so only the UTF-8 test catches a wrong passphrase
 * (reliably for texts of more than a few bytes).
 *
 * @param ciphertext - Base64 (line breaks allowed); in passphrase mode it starts with "U2FsdGVkX1" ("Salted__").
 * @param options - as for {@link encryptText} (`salt` and `gcmIv` are ignored: they are read from the data).
 * @returns the plaintext.
 * @throws ToolInputError for text that is not Base64, data without the "Salted__" header (passphrase
 *   mode), a missing passphrase, a bad raw key or IV, and "Wrong passphrase or corrupted data…".
 */
export async function decryptText(ciphertext: string, options: EncryptionOptions): Promise<string> {
  if (ciphertext.trim() === '') throw new ToolInputError('Paste the ciphertext (Base64) to decrypt.');
  const bytes = parseBytes(ciphertext, 'base64', 'The ciphertext');
  const { algorithm } = options;
  if ((options.keyMode ?? 'passphrase') === 'raw' && algorithm !== 'aes-gcm') {
    if (algorithm !== 'aes-cbc') throw new ToolInputError('A raw key and IV are only supported for AES-CBC.');
    const { key, iv } = parseRawAesKey(options.keyHex ?? '', options.ivHex ?? '');
    if (startsWithSalted(bytes)) throw new ToolInputError('This ciphertext starts with "Salted__": it was encrypted with a passphrase, not a raw key. Choose "Passphrase".');
    return decodeText(aesCbcDecryptBytes(bytes, key, iv));
  }
  if (!startsWithSalted(bytes))
    throw new ToolInputError('This is not passphrase-encrypted data: it must start with "U2FsdGVkX1" (Base64 of "Salted__" and the salt). Data encrypted with a raw key and IV has no such header.');
  if (bytes.length < 16) throw new ToolInputError(`${WRONG}: the 8-byte salt after "Salted__" is incomplete.`);
  const passphrase = requirePassphrase(options.passphrase);
  const salt = bytes.slice(8, 16);
  if (algorithm === 'aes-gcm') {
    if (bytes.length < 16 + 12 + 16) throw new ToolInputError(`${WRONG}: too short for AES-GCM (salt, 12-byte IV and 16-byte tag).`);
    const iv = bytes.slice(16, 28);
    const key = await gcmKey(passphrase, salt, 'decrypt');
    let plain: Uint8Array;
    try {
      plain = new Uint8Array(await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, bytes.slice(28)));
    } catch (error) {
      throw new ToolInputError(`${WRONG}: the authentication tag does not match.`, { cause: error });
    }
    return decodeText(plain);
  }
  const spec = cipherSpec(algorithm, options.aesKeySize ?? '256');
  const { key, iv } = await deriveKeyIv(passphrase, salt, options.kdf ?? 'md5', spec.keyBytes, spec.ivBytes);
  return decodeText(decryptWith(spec, bytes.subarray(16), key, iv));
}

/** What {@link describeCiphertext} reads from a ciphertext without any key. */
export interface CiphertextInfo {
  /** Total bytes after Base64 decoding. */
  bytes: number;
  /** Whether it starts with "Salted__" (passphrase-encrypted, OpenSSL format). */
  salted: boolean;
  /** The 8-byte salt in hex, when salted and complete. */
  saltHex?: string;
  /** Bytes after the header (salt, and for AES-GCM the IV, are not counted). */
  payloadBytes: number;
}

/**
 * Reads the public parts of a ciphertext: its size and, for the OpenSSL salted format, the salt.
 *
 * @param ciphertext - Base64 text (line breaks allowed).
 * @returns the sizes and salt; nothing secret.
 * @throws ToolInputError when the text is empty or not Base64.
 */
export function describeCiphertext(ciphertext: string): CiphertextInfo {
  if (ciphertext.trim() === '') throw new ToolInputError('Paste the ciphertext (Base64) to decrypt.');
  const bytes = parseBytes(ciphertext, 'base64', 'The ciphertext');
  const salted = startsWithSalted(bytes) && bytes.length >= 16;
  if (!salted) return { bytes: bytes.length, salted: false, payloadBytes: bytes.length };
  const saltHex = bytesToHex(bytes.subarray(8, 16));
  return { bytes: bytes.length, salted: true, saltHex, payloadBytes: bytes.length - 16 };
}

/**
 * The OpenSSL command that reads or writes the same format, for the UI's compatibility note.
 *
 * @param options - algorithm, key mode, key derivation, AES key size.
 * @returns e.g. `openssl enc -aes-256-cbc -md md5 -a -pass pass:…`, or null when OpenSSL has no
 *   equivalent (AES-GCM, Rabbit, RC4 with a 256-bit key).
 */
export function opensslCommand(options: Pick<EncryptionOptions, 'algorithm' | 'keyMode' | 'kdf' | 'aesKeySize'>): string | null {
  const { algorithm } = options;
  if (algorithm === 'aes-gcm' || algorithm === 'rabbit' || algorithm === 'rc4') return null;
  const cipher = algorithm === 'aes-cbc' ? `-aes-${options.aesKeySize ?? '256'}-cbc` : '-des-ede3-cbc';
  if (options.keyMode === 'raw' && algorithm === 'aes-cbc') return 'openssl enc -aes-128-cbc (or -aes-192-cbc, -aes-256-cbc, by key length) -K <key hex> -iv <iv hex> -a';
  return `openssl enc ${cipher} ${(options.kdf ?? 'md5') === 'pbkdf2' ? '-pbkdf2' : '-md md5'} -a -pass pass:…`;
}
