import { ToolInputError } from '@handy-tools/ui/kit';
import {
  createCleartextMessage,
  createMessage,
  decrypt,
  decryptKey,
  encrypt,
  enums,
  readCleartextMessage,
  readKeys,
  readMessage,
  readPrivateKeys,
  readSignature,
  sign,
  verify,
  type Key,
  type PrivateKey,
  type Subkey,
} from 'openpgp';

type VerificationResult = Awaited<ReturnType<typeof verify>>['signatures'][number];
import { formatFingerprint } from '../pgp-key-pair-generator/keygen-options.js';

export { formatFingerprint };

export { PGP_MODES, PGP_SIGN_STYLES, type PgpMode, type PgpSignStyle } from './modes.js';
import type { PgpSignStyle } from './modes.js';

/** A key or subkey, described for people. */
export interface PgpSubkeyInfo {
  /** Fingerprint, upper-case hex. */
  fingerprint: string;
  /** Long key ID, 16 upper-case hex digits. */
  keyId: string;
  /** Algorithm, e.g. "EdDSA (Ed25519, legacy)" or "RSA 4096". */
  algorithm: string;
  /** Creation time, ISO 8601. */
  created: string;
  /** Expiry, ISO 8601, or null for never. */
  expires: string | null;
}

/** A key (certificate or private key), described for people. */
export interface PgpKeyInfo extends PgpSubkeyInfo {
  /** Key packet version: 4 or 6. */
  version: number;
  /** A private key (else a public key). */
  isPrivate: boolean;
  /** A private key protected by a passphrase. */
  locked: boolean;
  /** The user IDs. */
  userIds: string[];
  /** Revoked by its owner. */
  revoked: boolean;
  /** Its expiry is in the past. */
  expired: boolean;
  /** The subkeys. */
  subkeys: PgpSubkeyInfo[];
}

/** One signature's check. */
export interface PgpSignatureCheck {
  /** The signer's key ID, 16 upper-case hex digits. */
  keyId: string;
  /** The signature is valid and made by one of the given keys. */
  valid: boolean;
  /** The user ID of the signer's key, when it was given. */
  signer?: string;
  /** When it was signed, ISO 8601, when known. */
  created?: string;
  /** Why it is not valid (no key given, bad signature…). */
  problem?: string;
}

/** What decrypting or verifying gives. */
export interface PgpVerified {
  /** The (decrypted or signed) text. */
  text: string;
  /** Every signature found, checked against the given public keys. */
  signatures: PgpSignatureCheck[];
}

const ARMOR_BLOCK = /-----BEGIN PGP (PUBLIC|PRIVATE) KEY BLOCK-----[\s\S]*?-----END PGP \1 KEY BLOCK-----/gu;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

const CURVE_NAMES: Record<string, string> = {
  ed25519Legacy: 'Ed25519, legacy',
  curve25519Legacy: 'Curve25519, legacy',
  nistP256: 'NIST P-256',
  nistP384: 'NIST P-384',
  nistP521: 'NIST P-521',
  brainpoolP256r1: 'Brainpool P-256r1',
  brainpoolP384r1: 'Brainpool P-384r1',
  brainpoolP512r1: 'Brainpool P-512r1',
  secp256k1: 'secp256k1',
};
const ALGORITHM_NAMES: Record<string, string> = {
  rsaEncryptSign: 'RSA',
  rsaEncrypt: 'RSA (encrypt only)',
  rsaSign: 'RSA (sign only)',
  elgamal: 'ElGamal',
  dsa: 'DSA',
  ecdh: 'ECDH',
  ecdsa: 'ECDSA',
  eddsaLegacy: 'EdDSA',
  ed25519: 'Ed25519',
  ed448: 'Ed448',
  x25519: 'X25519',
  x448: 'X448',
};

/**
 * Describes openpgp's algorithm info for people.
 *
 * @param info - `{ algorithm, bits?, curve? }` as `Key.getAlgorithmInfo()` returns it.
 * @returns e.g. "RSA 4096", "EdDSA (Ed25519, legacy)", "Ed25519".
 */
export function describeAlgorithm(info: { algorithm: string; bits?: number; curve?: string }): string {
  const name = ALGORITHM_NAMES[info.algorithm] ?? info.algorithm;
  if (info.bits) return `${name} ${info.bits}`;
  if (info.curve) return `${name} (${CURVE_NAMES[info.curve] ?? info.curve})`;
  return name;
}

/**
 * Splits a text holding one or more armored keys (pasted one after the other) into its blocks.
 *
 * @param text - the pasted text.
 * @returns each `-----BEGIN PGP … KEY BLOCK-----` … `END` block; the whole text when there is none.
 */
export function splitArmoredKeys(text: string): string[] {
  const blocks = text.match(ARMOR_BLOCK);
  return blocks && blocks.length > 0 ? blocks : [text];
}

function cleanKeyError(e: unknown): string {
  const m = message(e);
  if (/armor|armour|misformed|ascii/iu.test(m)) return `the armor is damaged or incomplete (${m})`;
  return m;
}

/**
 * Reads every key in a text (several armored blocks may follow one another).
 *
 * @param text - armored public or private keys.
 * @param what - what the field holds, for messages (e.g. "recipient's public key").
 * @returns the keys.
 * @throws ToolInputError when the text is empty or is not an armored OpenPGP key.
 */
export async function readArmoredKeys(text: string, what = 'key'): Promise<Key[]> {
  if (text.trim() === '') throw new ToolInputError(`Paste the ${what}.`);
  if (!/-----BEGIN PGP (PUBLIC|PRIVATE) KEY BLOCK-----/u.test(text)) {
    if (/-----BEGIN PGP (MESSAGE|SIGNED MESSAGE|SIGNATURE)-----/u.test(text)) throw new ToolInputError(`The ${what} field holds a message or a signature, not a key.`);
    throw new ToolInputError(`The ${what} is not an armored OpenPGP key: it should start with "-----BEGIN PGP PUBLIC KEY BLOCK-----".`);
  }
  const keys: Key[] = [];
  for (const [i, block] of splitArmoredKeys(text).entries()) {
    try {
      keys.push(...(await readKeys({ armoredKeys: block })));
    } catch (e) {
      throw new ToolInputError(`The ${what}${i > 0 ? ` (block ${i + 1})` : ''} could not be read: ${cleanKeyError(e)}.`);
    }
  }
  return keys;
}

function iso(date: Date | number | null | undefined): string | null {
  if (date instanceof Date && Number.isFinite(date.getTime())) return date.toISOString();
  return null;
}

async function expiryOf(key: Key | Subkey): Promise<string | null> {
  try {
    const time = key instanceof Object && 'getExpirationTime' in key ? await key.getExpirationTime() : null;
    return iso(time as Date | number | null);
  } catch {
    return null;
  }
}

/**
 * Describes the keys in a pasted text: fingerprint, key ID, version, algorithm, user IDs,
 * creation and expiry, revocation, whether a private key is passphrase-protected, and the subkeys.
 *
 * @param text - one or more armored keys.
 * @param what - what the field holds, for messages.
 * @param now - the time to judge expiry at (default now).
 * @returns one {@link PgpKeyInfo} per key.
 * @throws ToolInputError as {@link readArmoredKeys}.
 * @see RFC 9580 §5.5 (key material), §5.5.4 (fingerprints and key IDs).
 */
export async function describePgpKeys(text: string, what = 'key', now = new Date()): Promise<PgpKeyInfo[]> {
  const keys = await readArmoredKeys(text, what);
  return Promise.all(
    keys.map(async (key) => {
      const expires = await expiryOf(key);
      let revoked = false;
      try {
        revoked = await key.isRevoked(undefined, undefined, now);
      } catch {
        revoked = false;
      }
      return {
        fingerprint: key.getFingerprint().toUpperCase(),
        keyId: key.getKeyID().toHex().toUpperCase(),
        algorithm: describeAlgorithm(key.getAlgorithmInfo()),
        created: key.getCreationTime().toISOString(),
        expires,
        version: key.keyPacket.version,
        isPrivate: key.isPrivate(),
        locked: key.isPrivate() ? !(key as PrivateKey).isDecrypted() : false,
        userIds: key.getUserIDs(),
        revoked,
        expired: expires !== null && new Date(expires) <= now,
        subkeys: await Promise.all(
          key.subkeys.map(async (sub) => ({
            fingerprint: sub.getFingerprint().toUpperCase(),
            keyId: sub.getKeyID().toHex().toUpperCase(),
            algorithm: describeAlgorithm(sub.getAlgorithmInfo()),
            created: sub.getCreationTime().toISOString(),
            expires: await expiryOf(sub),
          })),
        ),
      };
    }),
  );
}

/**
 * Reads a private key and unlocks it with its passphrase (an unprotected key needs none).
 *
 * @param text - the armored private key.
 * @param passphrase - its passphrase.
 * @returns the unlocked key.
 * @throws ToolInputError for an empty field, a public key, a damaged armor, a missing or wrong passphrase.
 */
export async function unlockPrivateKey(text: string, passphrase: string): Promise<PrivateKey> {
  if (text.trim() === '') throw new ToolInputError('Paste your private key.');
  if (/-----BEGIN PGP PUBLIC KEY BLOCK-----/u.test(text) && !/-----BEGIN PGP PRIVATE KEY BLOCK-----/u.test(text)) throw new ToolInputError('This is a public key: paste the private key ("-----BEGIN PGP PRIVATE KEY BLOCK-----").');
  if (!/-----BEGIN PGP PRIVATE KEY BLOCK-----/u.test(text)) throw new ToolInputError('The private key is not an armored OpenPGP key: it should start with "-----BEGIN PGP PRIVATE KEY BLOCK-----".');
  let keys: PrivateKey[];
  try {
    keys = await readPrivateKeys({ armoredKeys: splitArmoredKeys(text)[0] ?? text });
  } catch (e) {
    throw new ToolInputError(`The private key could not be read: ${cleanKeyError(e)}.`);
  }
  const key = keys[0];
  if (!key) throw new ToolInputError('The private key field holds no key.');
  if (key.isDecrypted()) return key;
  if (passphrase === '') throw new ToolInputError(`The private key ${key.getKeyID().toHex().toUpperCase()} is protected: enter its passphrase.`);
  try {
    return await decryptKey({ privateKey: key, passphrase });
  } catch (e) {
    if (/passphrase|checksum|Error decrypting private key/iu.test(message(e))) throw new ToolInputError(`Wrong passphrase for the private key ${key.getKeyID().toHex().toUpperCase()}.`);
    throw new ToolInputError(`The private key could not be unlocked: ${message(e)}.`);
  }
}

async function checkSignatures(signatures: VerificationResult[], keys: Key[]): Promise<PgpSignatureCheck[]> {
  return Promise.all(
    signatures.map(async (s) => {
      const keyId = s.keyID.toHex().toUpperCase();
      const signerKey = keys.find((k) => k.getKeys(s.keyID).length > 0);
      let created: string | undefined;
      try {
        const sig = await s.signature;
        created = iso(sig.packets[0]?.created ?? null) ?? undefined;
      } catch {
        created = undefined;
      }
      const signer = signerKey?.getUserIDs()[0];
      if (!signerKey) return { keyId, valid: false, created, problem: keys.length === 0 ? `Not checked: give the signer's public key (key ID ${keyId}).` : `Signed by key ID ${keyId}, which is not among the public keys given.` };
      try {
        await s.verified;
        return { keyId, valid: true, signer, created };
      } catch (e) {
        const m = message(e);
        const problem = /digest did not match|signature|verify/iu.test(m) ? `Bad signature: the text or the signature was changed after signing (${m}).` : m;
        return { keyId, valid: false, signer, created, problem };
      }
    }),
  );
}

/** What {@link encryptPgpMessage} takes. */
export interface PgpEncryptOptions {
  /** The text to encrypt (UTF-8). */
  text: string;
  /** One or more armored public keys of the recipients. */
  publicKeys: string;
  /** An armored private key to sign with (optional). */
  signingKey?: string;
  /** Its passphrase. */
  passphrase?: string;
}

/**
 * Encrypts a text to one or more public keys (each recipient's encryption subkey), optionally
 * signed, and armors it ("-----BEGIN PGP MESSAGE-----"). openpgp.js picks the session key cipher
 * the keys prefer (AES), with SEIPD (integrity protected) as RFC 9580 §5.13 requires.
 *
 * @param options - {@link PgpEncryptOptions}.
 * @returns the armored message.
 * @throws ToolInputError for a missing or unreadable key, a key that cannot encrypt (expired,
 *   revoked, no encryption subkey), a locked signing key or a wrong passphrase.
 * @see RFC 9580 §10 (message composition), §6 (armor).
 */
export async function encryptPgpMessage(options: PgpEncryptOptions): Promise<string> {
  const encryptionKeys = await readArmoredKeys(options.publicKeys, "recipient's public key");
  const signingKeys = options.signingKey?.trim() ? [await unlockPrivateKey(options.signingKey, options.passphrase ?? '')] : undefined;
  try {
    return await encrypt({ message: await createMessage({ text: options.text }), encryptionKeys, ...(signingKeys ? { signingKeys } : {}), format: 'armored' });
  } catch (e) {
    const m = message(e);
    if (/Could not find valid encryption key packet|No encryption key/iu.test(m)) throw new ToolInputError(`A recipient's key cannot encrypt (expired, revoked or without an encryption subkey): ${m}.`);
    if (/signing key|signature/iu.test(m)) throw new ToolInputError(`The signing key cannot sign: ${m}.`);
    throw new ToolInputError(`The text could not be encrypted: ${m}.`);
  }
}

/** What {@link decryptPgpMessage} takes. */
export interface PgpDecryptOptions {
  /** The armored message. */
  message: string;
  /** The recipient's armored private key. */
  privateKey: string;
  /** Its passphrase. */
  passphrase?: string;
  /** The sender's armored public key(s), to check the signature (optional). */
  publicKeys?: string;
}

async function readArmoredMessage(text: string) {
  if (text.trim() === '') throw new ToolInputError('Paste the encrypted message.');
  if (!/-----BEGIN PGP MESSAGE-----/u.test(text)) {
    if (/-----BEGIN PGP SIGNED MESSAGE-----/u.test(text)) throw new ToolInputError('This is a cleartext signed message, not an encrypted one: verify it instead.');
    if (/KEY BLOCK-----/u.test(text)) throw new ToolInputError('The message field holds a key, not a message.');
    throw new ToolInputError('The message is not an armored OpenPGP message: it should start with "-----BEGIN PGP MESSAGE-----".');
  }
  try {
    return await readMessage({ armoredMessage: text });
  } catch (e) {
    throw new ToolInputError(`The message could not be read: ${cleanKeyError(e)}.`);
  }
}

/**
 * Decrypts an armored message with a private key, and checks its signatures against the sender's
 * public keys when given (a signature without its key is reported as not checked).
 *
 * @param options - {@link PgpDecryptOptions}.
 * @returns the text and the signature checks.
 * @throws ToolInputError for an unreadable message or key, a wrong passphrase, a key the message
 *   was not encrypted to (naming the key IDs it was), or a message that was modified (integrity check failed).
 * @see RFC 9580 §5.13 (SEIPD integrity), §5.1 (PKESK).
 */
export async function decryptPgpMessage(options: PgpDecryptOptions): Promise<PgpVerified> {
  const msg = await readArmoredMessage(options.message);
  const key = await unlockPrivateKey(options.privateKey, options.passphrase ?? '');
  const verificationKeys = options.publicKeys?.trim() ? await readArmoredKeys(options.publicKeys, "sender's public key") : [];
  const to = msg.getEncryptionKeyIDs().map((id) => id.toHex().toUpperCase());
  if (to.length > 0 && !to.some((id) => /^0+$/u.test(id)) && !to.some((id) => key.getKeys().some((k) => k.getKeyID().toHex().toUpperCase() === id))) {
    throw new ToolInputError(`This private key cannot decrypt the message: it was encrypted to key ID ${to.join(', ')}, and this key is ${[key, ...key.subkeys].map((k) => k.getKeyID().toHex().toUpperCase()).join(', ')}.`);
  }
  let result: { data: string; signatures: VerificationResult[] };
  try {
    result = (await decrypt({ message: msg, decryptionKeys: key, ...(verificationKeys.length ? { verificationKeys } : {}), format: 'utf8' })) as { data: string; signatures: VerificationResult[] };
  } catch (e) {
    const m = message(e);
    if (/Session key decryption failed|no (decryption|matching) key/iu.test(m)) throw new ToolInputError(`This private key cannot decrypt the message (${m}).`);
    if (/Modification detected|MDC|integrity|authentication|tag|Unsupported|parsing|packet/iu.test(m)) throw new ToolInputError(`The message was tampered with or damaged: ${m}.`);
    throw new ToolInputError(`The message could not be decrypted: ${m}.`);
  }
  return { text: result.data, signatures: await checkSignatures(result.signatures, verificationKeys) };
}

/** What {@link signPgpMessage} takes. */
export interface PgpSignOptions {
  /** The text to sign. */
  text: string;
  /** The signer's armored private key. */
  privateKey: string;
  /** Its passphrase. */
  passphrase?: string;
  /** 'cleartext' (default): the text with its signature; 'detached': the signature alone. */
  style?: PgpSignStyle;
}

/**
 * Signs a text: a cleartext signed message ("-----BEGIN PGP SIGNED MESSAGE-----", RFC 9580 §7; trailing
 * spaces of each line are not signed) or a detached text signature ("-----BEGIN PGP SIGNATURE-----").
 *
 * @param options - {@link PgpSignOptions}.
 * @returns the armored signed message or signature.
 * @throws ToolInputError for an empty text, a bad key or passphrase.
 * @see RFC 9580 §7 (cleartext signature framework), §5.2 (signature packet).
 */
export async function signPgpMessage(options: PgpSignOptions): Promise<string> {
  if (options.text === '') throw new ToolInputError('Enter the text to sign.');
  const key = await unlockPrivateKey(options.privateKey, options.passphrase ?? '');
  try {
    if ((options.style ?? 'cleartext') === 'detached') return await sign({ message: await createMessage({ text: options.text }), signingKeys: key, detached: true, format: 'armored' });
    return await sign({ message: await createCleartextMessage({ text: options.text }), signingKeys: key, format: 'armored' });
  } catch (e) {
    throw new ToolInputError(`The text could not be signed: ${message(e)}.`);
  }
}

/** What {@link verifyPgpMessage} takes. */
export interface PgpVerifyOptions {
  /** A cleartext signed message, a signed (inline) armored message, or — with `signature` — the signed text. */
  message: string;
  /** A detached armored signature (optional). */
  signature?: string;
  /** The signer's armored public key(s). */
  publicKeys: string;
}

/**
 * Verifies a signature: a cleartext signed message, an inline signed message ("-----BEGIN PGP
 * MESSAGE-----" not encrypted), or a text with a detached signature.
 *
 * @param options - {@link PgpVerifyOptions}.
 * @returns the signed text and each signature's check (`valid` false with the reason for a bad one).
 * @throws ToolInputError for unreadable input, a missing key, or a message that is encrypted.
 * @see RFC 9580 §7 (cleartext signatures), §5.2.4 (computing signatures).
 */
export async function verifyPgpMessage(options: PgpVerifyOptions): Promise<PgpVerified> {
  const keys = await readArmoredKeys(options.publicKeys, "signer's public key");
  const signature = options.signature?.trim() ?? '';
  if (signature !== '') {
    if (!/-----BEGIN PGP SIGNATURE-----/u.test(signature)) throw new ToolInputError('The signature is not an armored OpenPGP signature: it should start with "-----BEGIN PGP SIGNATURE-----".');
    let sig;
    try {
      sig = await readSignature({ armoredSignature: signature });
    } catch (e) {
      throw new ToolInputError(`The signature could not be read: ${cleanKeyError(e)}.`);
    }
    const result = await verify({ message: await createMessage({ text: options.message }), signature: sig, verificationKeys: keys });
    return { text: options.message, signatures: await checkSignatures(result.signatures, keys) };
  }
  const text = options.message;
  if (text.trim() === '') throw new ToolInputError('Paste the signed message (or the text and its detached signature).');
  if (/-----BEGIN PGP SIGNED MESSAGE-----/u.test(text)) {
    let cleartext;
    try {
      cleartext = await readCleartextMessage({ cleartextMessage: text });
    } catch (e) {
      throw new ToolInputError(`The signed message could not be read: ${cleanKeyError(e)}.`);
    }
    const result = await verify({ message: cleartext, verificationKeys: keys });
    return { text: cleartext.getText(), signatures: await checkSignatures(result.signatures, keys) };
  }
  if (/-----BEGIN PGP MESSAGE-----/u.test(text)) {
    const msg = await readArmoredMessage(text);
    if (msg.getEncryptionKeyIDs().length > 0 || msg.packets.findPacket(enums.packet.symEncryptedSessionKey)) throw new ToolInputError('This message is encrypted: decrypt it (its signature is checked then).');
    let result;
    try {
      result = await verify({ message: msg, verificationKeys: keys, format: 'utf8' });
    } catch (e) {
      throw new ToolInputError(`The message could not be verified: ${message(e)}.`);
    }
    if (result.signatures.length === 0) throw new ToolInputError('The message has no signature.');
    return { text: String(result.data), signatures: await checkSignatures(result.signatures, keys) };
  }
  throw new ToolInputError('Paste a signed message ("-----BEGIN PGP SIGNED MESSAGE-----"), or the signed text with its detached signature below.');
}
