import { ToolInputError } from '@handy-tools/ui/kit';
import forge from 'node-forge';
import { buffer, decodeBytes, encodeBytes, fromBinaryString, toBinaryString, type ByteFormat } from './bytes.js';
import { readPrivateKey, readPublicKey, toPem } from './keys.js';
import { OAEP_HASH_BYTES, maxMessageBytes, rsaEncryptionKeyBits, schemeName, type OaepHash, type RsaSchemeOptions } from './rsa-scheme.js';

export { BYTE_FORMATS, type ByteFormat } from './bytes.js';
export * from './rsa-scheme.js';

/** Whether WebCrypto runs this scheme (OAEP with MGF1 over the same hash); otherwise node-forge does. */
const byWebCrypto = (options: RsaSchemeOptions) => options.padding === 'oaep' && (options.mgf1 === 'same' || options.hash === 'SHA-1');

const forgeMd = (hash: OaepHash): forge.md.MessageDigest => {
  switch (hash) {
    case 'SHA-1':
      return forge.md.sha1.create();
    case 'SHA-256':
      return forge.md.sha256.create();
    case 'SHA-384':
      return forge.md.sha384.create();
    case 'SHA-512':
      return forge.md.sha512.create();
  }
};

function forgePublicKey(spki: Uint8Array): forge.pki.rsa.PublicKey {
  return forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(toBinaryString(spki))) as forge.pki.rsa.PublicKey;
}

function forgePrivateKey(pkcs8: Uint8Array): forge.pki.rsa.PrivateKey {
  return forge.pki.privateKeyFromAsn1(forge.asn1.fromDer(toBinaryString(pkcs8)));
}

/** A request to encrypt: the message and key as typed, and the settings. */
export interface RsaEncryptRequest extends RsaSchemeOptions {
  /** PEM public key (SPKI or PKCS#1), an X.509 certificate, or an OpenSSH `ssh-rsa` line. */
  publicKey: string;
  message: string;
  messageFormat: ByteFormat;
  cipherFormat: Exclude<ByteFormat, 'text'>;
}

/** The result of {@link rsaEncrypt}. */
export interface RsaEncryptResult {
  /** The ciphertext in `cipherFormat` (k bytes, k the modulus size in bytes). */
  ciphertext: string;
  /** The modulus size in bits. */
  bits: number;
  /** The longest message this key and scheme encrypt, in bytes. */
  maxBytes: number;
}

/**
 * Encrypts a message with an RSA public key (RFC 8017 §7.1 RSAES-OAEP by WebCrypto; RSAES-OAEP
 * with MGF1-SHA-1 and RSAES-PKCS1-v1_5 §7.2 by node-forge, with random bytes from
 * `crypto.getRandomValues`). Each call gives a different ciphertext (the padding is random).
 *
 * @param request - the public key, message, formats and scheme.
 * @returns the ciphertext with the key size and the scheme's maximum message length.
 * @throws ToolInputError for a bad key or message, a message longer than the maximum (which it names, in bytes), or a key too small for the scheme.
 */
export async function rsaEncrypt(request: RsaEncryptRequest): Promise<RsaEncryptResult> {
  const key = readPublicKey(request.publicKey);
  const bits = rsaEncryptionKeyBits(key, 'The public key');
  const maxBytes = maxMessageBytes(bits, request);
  if (maxBytes <= 0) throw new ToolInputError(`A ${bits}-bit key is too small for ${schemeName(request)}: choose a shorter hash or a larger key.`);
  const message = decodeBytes(request.message, request.messageFormat, 'The message');
  if (message.length > maxBytes)
    throw new ToolInputError(
      `The message is ${message.length} bytes; a ${bits}-bit key encrypts at most ${maxBytes} bytes with ${schemeName(request)}. Encrypt a symmetric key instead (hybrid encryption), or use a larger key.`,
    );
  let ciphertext: Uint8Array;
  if (byWebCrypto(request)) {
    const publicKey = await importOrThrow(() => crypto.subtle.importKey('spki', buffer(key.spki), { name: 'RSA-OAEP', hash: request.hash }, false, ['encrypt']), 'The public key');
    const params: RsaOaepParams = { name: 'RSA-OAEP', ...(request.label === '' ? {} : { label: new TextEncoder().encode(request.label) }) };
    ciphertext = new Uint8Array(await crypto.subtle.encrypt(params, publicKey, buffer(message)));
  } else {
    const publicKey = forgePublicKey(key.spki);
    const k = Math.ceil(bits / 8);
    if (request.padding === 'pkcs1') {
      // EM = 0x00 ‖ 0x02 ‖ PS (non-zero random bytes, at least 8) ‖ 0x00 ‖ M (RFC 8017 §7.2.1).
      const em = new Uint8Array(k);
      em[1] = 2;
      const ps = em.subarray(2, k - message.length - 1);
      crypto.getRandomValues(ps);
      for (let i = 0; i < ps.length; i++) while (ps[i] === 0) ps[i] = crypto.getRandomValues(new Uint8Array(1))[0]!;
      em.set(message, k - message.length);
      ciphertext = fromBinaryString(publicKey.encrypt(toBinaryString(em), 'RAW'));
    } else {
      const seed = crypto.getRandomValues(new Uint8Array(OAEP_HASH_BYTES[request.hash]));
      const options = { md: forgeMd(request.hash), mgf1: { md: forge.md.sha1.create() }, label: toBinaryString(new TextEncoder().encode(request.label)), seed: toBinaryString(seed) };
      ciphertext = fromBinaryString(publicKey.encrypt(toBinaryString(message), 'RSA-OAEP', options));
    }
  }
  return { ciphertext: encodeBytes(ciphertext, request.cipherFormat), bits, maxBytes };
}

async function importOrThrow(run: () => Promise<CryptoKey>, what: string): Promise<CryptoKey> {
  try {
    return await run();
  } catch (cause) {
    throw new ToolInputError(`${what} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}.`, { cause });
  }
}

/** A request to decrypt: the ciphertext and key as typed, and the settings. */
export interface RsaDecryptRequest extends RsaSchemeOptions {
  /** PEM private key: PKCS#8, PKCS#1, encrypted PKCS#8 or OpenSSL traditional encrypted PEM. */
  privateKey: string;
  /** The passphrase of an encrypted private key ('' when not encrypted). */
  passphrase: string;
  ciphertext: string;
  cipherFormat: Exclude<ByteFormat, 'text'>;
  messageFormat: ByteFormat;
}

/** The result of {@link rsaDecrypt}. */
export interface RsaDecryptResult {
  /** The message in `messageFormat`. */
  message: string;
  /** The modulus size in bits. */
  bits: number;
}

/**
 * Decrypts an RSA ciphertext with a private key (RFC 8017 §7.1.2 RSAES-OAEP by WebCrypto; OAEP
 * with MGF1-SHA-1 and §7.2.2 RSAES-PKCS1-v1_5 by node-forge).
 *
 * @param request - the private key, its passphrase, the ciphertext, formats and scheme.
 * @returns the message.
 * @throws ToolInputError for a bad key or passphrase, a ciphertext whose length is not the key's
 *   size (both named in bytes), or a decryption that fails (another key or other settings).
 */
export async function rsaDecrypt(request: RsaDecryptRequest): Promise<RsaDecryptResult> {
  const key = readPrivateKey(request.privateKey, request.passphrase);
  const bits = rsaEncryptionKeyBits(key, 'The private key');
  const ciphertext = decodeBytes(request.ciphertext, request.cipherFormat, 'The ciphertext');
  if (ciphertext.length === 0) throw new ToolInputError('The ciphertext is empty.');
  const k = Math.ceil(bits / 8);
  if (ciphertext.length !== k)
    throw new ToolInputError(`The ciphertext is ${ciphertext.length} bytes; with a ${bits}-bit key it is exactly ${k} bytes. Is it complete, in ${request.cipherFormat === 'hex' ? 'hex' : 'Base64'}, and for this key?`);
  const failed = (cause?: unknown) =>
    new ToolInputError(`Decryption failed: the ciphertext was not made for this key with ${schemeName(request)}${request.padding === 'oaep' ? (request.label === '' ? ' and no label' : ' and this label') : ''}.`, { cause });
  let message: Uint8Array;
  if (byWebCrypto(request)) {
    const privateKey = await importOrThrow(() => crypto.subtle.importKey('pkcs8', buffer(key.pkcs8), { name: 'RSA-OAEP', hash: request.hash }, false, ['decrypt']), 'The private key');
    const params: RsaOaepParams = { name: 'RSA-OAEP', ...(request.label === '' ? {} : { label: new TextEncoder().encode(request.label) }) };
    try {
      message = new Uint8Array(await crypto.subtle.decrypt(params, privateKey, buffer(ciphertext)));
    } catch (cause) {
      throw failed(cause);
    }
  } else {
    let privateKey: forge.pki.rsa.PrivateKey;
    try {
      privateKey = forgePrivateKey(key.pkcs8);
    } catch (cause) {
      throw new ToolInputError(`The private key could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}.`, { cause });
    }
    try {
      const options = { md: forgeMd(request.hash), mgf1: { md: forge.md.sha1.create() }, label: toBinaryString(new TextEncoder().encode(request.label)) };
      const plain = request.padding === 'pkcs1' ? privateKey.decrypt(toBinaryString(ciphertext), 'RSAES-PKCS1-V1_5') : privateKey.decrypt(toBinaryString(ciphertext), 'RSA-OAEP', options);
      message = fromBinaryString(plain);
    } catch (cause) {
      throw failed(cause);
    }
  }
  return { message: encodeBytes(message, request.messageFormat), bits };
}

/** A generated key pair as PEM. */
export interface RsaEncryptionKeyPair {
  /** SubjectPublicKeyInfo PEM (`PUBLIC KEY`). */
  publicKey: string;
  /** Unencrypted PKCS#8 PEM (`PRIVATE KEY`). */
  privateKey: string;
}

/**
 * Generates an RSA key pair for trying the tool out (WebCrypto, public exponent 65537).
 *
 * @param bits - the modulus size: 2048, 3072 or 4096.
 * @returns the pair as PEM (SPKI public key, PKCS#8 private key).
 * @throws ToolInputError for another size.
 * @see RFC 8017 §3, FIPS 186-5 §A.1.
 */
export async function generateRsaEncryptionTestKeys(bits: number): Promise<RsaEncryptionKeyPair> {
  if (![2048, 3072, 4096].includes(bits)) throw new ToolInputError(`Key size ${bits} is not offered: choose 2048, 3072 or 4096 bits.`);
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: toPem('PUBLIC KEY', spki), privateKey: toPem('PRIVATE KEY', pkcs8) };
}
