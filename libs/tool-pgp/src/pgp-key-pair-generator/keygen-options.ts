// The options of a key pair: checked and turned into openpgp's, without loading openpgp (the page
// imports this; the worker does the generation).
import { ToolInputError } from '@handy-tools/ui/kit';
import type { EllipticCurveName, KeyOptions as GenerateKeyOptions } from 'openpgp';

/** The key algorithms offered (the primary key signs, the subkey encrypts). */
export const PGP_KEY_ALGORITHMS = [
  'curve25519',
  'curve448',
  'rsa2048',
  'rsa3072',
  'rsa4096',
  'nistP256',
  'nistP384',
  'nistP521',
  'brainpoolP256r1',
  'brainpoolP384r1',
  'brainpoolP512r1',
  'secp256k1',
] as const;
/** One of {@link PGP_KEY_ALGORITHMS}. */
export type PgpKeyAlgorithm = (typeof PGP_KEY_ALGORITHMS)[number];

/** Key packet versions: 4 (RFC 4880, read by every OpenPGP program) or 6 (RFC 9580). */
export const PGP_KEY_VERSIONS = ['4', '6'] as const;
/** One of {@link PGP_KEY_VERSIONS}. */
export type PgpKeyVersion = (typeof PGP_KEY_VERSIONS)[number];

/** How the key expires. */
export const PGP_EXPIRY_MODES = ['never', 'days', 'date'] as const;
/** One of {@link PGP_EXPIRY_MODES}. */
export type PgpExpiryMode = (typeof PGP_EXPIRY_MODES)[number];

/** Longest expiry in days (about 100 years). */
export const PGP_MAX_EXPIRY_DAYS = 36_500;
/** Longest name, e-mail or comment, in characters. */
export const PGP_MAX_USER_ID_PART = 256;

/** What {@link generatePgpKeyPair} takes. */
export interface PgpKeyOptions {
  /** Algorithm of the primary (certify + sign) key and of its encryption subkey. */
  algorithm: PgpKeyAlgorithm;
  /** Key packet version ('4' by default). Curve25519 in v4 is the EdDSA/ECDH "legacy" form every program reads; in v6 it is Ed25519/X25519 (RFC 9580). */
  version?: PgpKeyVersion;
  /** The user's name (the user ID is `Name (Comment) <email>`). */
  name?: string;
  /** The user's e-mail address. */
  email?: string;
  /** An optional comment in the user ID. */
  comment?: string;
  /** Protects the private key (S2K); empty: the private key is stored unprotected. */
  passphrase?: string;
  /** 'never' (default), 'days' (from creation) or 'date' (00:00 UTC of that day). */
  expiry?: PgpExpiryMode;
  /** Days until the key expires, when `expiry` is 'days' (1 to {@link PGP_MAX_EXPIRY_DAYS}). */
  expiryDays?: number;
  /** The expiry date, `YYYY-MM-DD`, when `expiry` is 'date'. */
  expiryDate?: string;
  /** Creation time (default now). */
  now?: Date;
}

/** The checked options, as openpgp takes them. */
export interface PgpKeyPlan {
  /** The user ID as it will read: `Name (Comment) <email>`. */
  userId: string;
  /** Seconds from creation to expiry; 0 for never. */
  keyExpirationTime: number;
  /** The creation time. */
  created: Date;
  /** The expiry time, or null. */
  expires: Date | null;
  /** openpgp's generateKey options (without passphrase). */
  openpgp: Omit<GenerateKeyOptions, 'passphrase' | 'format'>;
}

/** A generated key pair. */
export interface PgpKeyPair {
  /** The armored private (secret) key: "-----BEGIN PGP PRIVATE KEY BLOCK-----". */
  privateKey: string;
  /** The armored public key (certificate): "-----BEGIN PGP PUBLIC KEY BLOCK-----". */
  publicKey: string;
  /** The armored key revocation signature, to publish if the key is lost or compromised. */
  revocationCertificate: string;
  /** The primary key's fingerprint, upper-case hex without spaces (40 digits for v4, 64 for v6). */
  fingerprint: string;
  /** The long key ID, 16 upper-case hex digits. */
  keyId: string;
  /** The encryption subkey's fingerprint, upper-case hex. */
  subkeyFingerprint: string;
  /** The key packet version, 4 or 6. */
  version: number;
  /** The user ID. */
  userId: string;
  /** Creation time, ISO 8601. */
  created: string;
  /** Expiry time, ISO 8601, or null for never. */
  expires: string | null;
}

const CURVES: Partial<Record<PgpKeyAlgorithm, EllipticCurveName>> = {
  nistP256: 'nistP256',
  nistP384: 'nistP384',
  nistP521: 'nistP521',
  brainpoolP256r1: 'brainpoolP256r1',
  brainpoolP384r1: 'brainpoolP384r1',
  brainpoolP512r1: 'brainpoolP512r1',
  secp256k1: 'secp256k1',
};

const EMAIL = /^[^\s@<>()"]+@[^\s@<>()"]+$/u;

/** Whether the text contains a control character (C0, DEL or C1). */
function hasControl(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) return true;
  }
  return false;
}

function checkPart(value: string, field: string, forbidden: RegExp, forbiddenText: string): string {
  const v = value.trim();
  if (v.length > PGP_MAX_USER_ID_PART) throw new ToolInputError(`The ${field} is too long (${v.length} characters; at most ${PGP_MAX_USER_ID_PART}).`);
  if (hasControl(v)) throw new ToolInputError(`The ${field} contains a control character (a line break or tab).`);
  if (forbidden.test(v)) throw new ToolInputError(`The ${field} cannot contain ${forbiddenText} (they delimit the parts of the user ID).`);
  if (v.isWellFormed && !v.isWellFormed()) throw new ToolInputError(`The ${field} contains a lone surrogate (not valid Unicode).`);
  return v;
}

/**
 * Formats a user ID the way RFC 4880 §5.11 and GnuPG write it: `Name (Comment) <email>`.
 *
 * @param name - the name (may be empty).
 * @param comment - the comment (may be empty; shown only with a name or e-mail).
 * @param email - the e-mail address (may be empty).
 * @returns the user ID text.
 */
export function formatUserId(name: string, comment: string, email: string): string {
  return [name, comment ? `(${comment})` : '', email ? `<${email}>` : ''].filter(Boolean).join(' ');
}

/** The fields of {@link PgpKeyOptions} that {@link pgpKeyFieldErrors} reports on. */
export type PgpKeyField = 'name' | 'email' | 'comment' | 'userId' | 'expiry';

/**
 * Checks each field of the options on its own, for messages next to the fields.
 *
 * @param options - {@link PgpKeyOptions}.
 * @returns the error message of each field that is wrong (`userId`: neither a name nor an e-mail).
 */
export function pgpKeyFieldErrors(options: PgpKeyOptions): Partial<Record<PgpKeyField, string>> {
  const errors: Partial<Record<PgpKeyField, string>> = {};
  const base: PgpKeyOptions = { algorithm: options.algorithm, version: options.version, name: 'x', now: options.now };
  const check = (field: PgpKeyField, o: PgpKeyOptions) => {
    try {
      planPgpKeyPair(o);
    } catch (e) {
      if (e instanceof ToolInputError) errors[field] = e.message;
      else throw e;
    }
  };
  check('name', { ...base, name: options.name || 'x' });
  check('email', { ...base, email: options.email });
  check('comment', { ...base, comment: options.comment });
  check('expiry', { ...base, expiry: options.expiry, expiryDays: options.expiryDays, expiryDate: options.expiryDate });
  if (!errors.name && !errors.email && !(options.name ?? '').trim() && !(options.email ?? '').trim()) check('userId', { ...base, name: '', email: '' });
  return errors;
}

/**
 * Checks the options of a key pair and turns them into openpgp's: the user ID (name, comment and
 * e-mail as GnuPG checks them: no `<>` in the name, no `()` in the comment, a plausible address),
 * the key type, and the expiry in seconds from creation (RFC 9580 §5.2.3.13, Key Expiration Time).
 *
 * @param options - {@link PgpKeyOptions}.
 * @returns {@link PgpKeyPlan}.
 * @throws ToolInputError naming the field that is wrong (no name nor e-mail, an invalid e-mail,
 *   a forbidden character, an expiry out of range or in the past, an unknown algorithm).
 * @see RFC 9580 (OpenPGP) §5.5.2 key versions, §5.11 User ID packet; RFC 4880.
 */
export function planPgpKeyPair(options: PgpKeyOptions): PgpKeyPlan {
  const algorithm = options.algorithm;
  if (!(PGP_KEY_ALGORITHMS as readonly string[]).includes(algorithm)) throw new ToolInputError(`Unknown key algorithm "${String(algorithm)}"; choose one of ${PGP_KEY_ALGORITHMS.join(', ')}.`);
  const version = options.version ?? '4';
  if (!(PGP_KEY_VERSIONS as readonly string[]).includes(version)) throw new ToolInputError(`Unknown key version "${String(version)}"; choose 4 or 6.`);
  const name = checkPart(options.name ?? '', 'name', /[<>]/u, '"<" or ">"');
  const comment = checkPart(options.comment ?? '', 'comment', /[()]/u, '"(" or ")"');
  const email = checkPart(options.email ?? '', 'e-mail address', /[<>()]/u, 'angle brackets or parentheses');
  if (email && !EMAIL.test(email)) throw new ToolInputError(`"${email}" is not an e-mail address (expected name@domain, without spaces).`);
  if (!name && !email) throw new ToolInputError('Enter a name or an e-mail address: the key needs a user ID.');

  const created = new Date(Math.floor((options.now ?? new Date()).getTime() / 1000) * 1000);
  if (Number.isNaN(created.getTime())) throw new ToolInputError('The creation time is not a valid date.');
  let keyExpirationTime = 0;
  const expiry = options.expiry ?? 'never';
  if (expiry === 'days') {
    const days = options.expiryDays;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > PGP_MAX_EXPIRY_DAYS) throw new ToolInputError(`The expiry must be a whole number of days from 1 to ${PGP_MAX_EXPIRY_DAYS}.`);
    keyExpirationTime = days * 86_400;
  } else if (expiry === 'date') {
    const text = (options.expiryDate ?? '').trim();
    const m = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(text);
    const at = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
    if (!m || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text) throw new ToolInputError(`"${text}" is not a date (expected YYYY-MM-DD).`);
    keyExpirationTime = Math.floor((at - created.getTime()) / 1000);
    if (keyExpirationTime <= 0) throw new ToolInputError(`The expiry date ${text} is not in the future.`);
    if (keyExpirationTime > PGP_MAX_EXPIRY_DAYS * 86_400) throw new ToolInputError(`The expiry date ${text} is more than ${PGP_MAX_EXPIRY_DAYS} days away.`);
  } else if (expiry !== 'never') throw new ToolInputError(`Unknown expiry "${String(expiry)}"; choose never, days or date.`);

  let keyType: Omit<GenerateKeyOptions, 'userIDs' | 'passphrase' | 'format'>;
  if (algorithm === 'curve25519') keyType = version === '6' ? { type: 'curve25519' } : { type: 'ecc', curve: 'curve25519Legacy' };
  else if (algorithm === 'curve448') keyType = { type: 'curve448' };
  else if (algorithm.startsWith('rsa')) keyType = { type: 'rsa', rsaBits: Number(algorithm.slice(3)) };
  else keyType = { type: 'ecc', curve: CURVES[algorithm] };

  const userIDs = [{ ...(name ? { name } : {}), ...(email ? { email } : {}), ...(comment ? { comment } : {}) }];
  return {
    userId: formatUserId(name, comment, email),
    keyExpirationTime,
    created,
    expires: keyExpirationTime ? new Date(created.getTime() + keyExpirationTime * 1000) : null,
    // openpgp.js refuses secp256k1 by default (not in RFC 9580); choosing it here is the visitor's explicit opt-in (the original tool allowed it).
    openpgp: { ...keyType, userIDs, keyExpirationTime, date: created, config: { v6Keys: version === '6', ...(algorithm === 'secp256k1' ? { rejectCurves: new Set() } : {}) } },
  };
}

/**
 * Formats a fingerprint in groups of four hex digits, as GnuPG prints it (a double space in the
 * middle of a v4 fingerprint's 40 digits).
 *
 * @param hex - the fingerprint in hex (any case, spaces ignored).
 * @returns the grouped upper-case fingerprint.
 */
export function formatFingerprint(hex: string): string {
  const clean = hex.replace(/\s+/gu, '').toUpperCase();
  const groups = clean.match(/.{1,4}/gu) ?? [];
  if (clean.length === 40) return `${groups.slice(0, 5).join(' ')}  ${groups.slice(5).join(' ')}`;
  return groups.join(' ');
}

/**
 * The file name a key is downloaded as: the user's e-mail or name and the short fingerprint, e.g.
 * `alice_example.com-0x1234ABCD-public.asc`.
 *
 * @param pair - the key pair (its user ID and fingerprint).
 * @param kind - 'public', 'private' or 'revocation'.
 * @returns a file name made of letters, digits, `.`, `_` and `-`.
 */
export function pgpKeyFileName(pair: Pick<PgpKeyPair, 'userId' | 'fingerprint'>, kind: 'public' | 'private' | 'revocation'): string {
  const email = /<([^>]+)>/u.exec(pair.userId)?.[1];
  const base = (email ?? pair.userId).replace(/[^A-Za-z0-9.-]+/gu, '_').replace(/^_+|_+$/gu, '').slice(0, 60) || 'key';
  return `${base}-0x${pair.fingerprint.slice(-8)}-${kind}.asc`;
}
