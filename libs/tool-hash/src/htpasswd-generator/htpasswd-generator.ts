import { sha1 } from '@noble/hashes/legacy.js';
import unixCryptTD from 'unix-crypt-td-js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { BCRYPT_DEFAULT_COST, bcryptCompare, bcryptHash, parseBcryptHash } from '../bcrypt/bcrypt.js';
import { apr1Md5 } from '../shared/apr1-md5.js';
import { CRYPT_ALPHABET, randomCryptSalt } from '../shared/crypt-salt.js';
import { encodeDigest } from '../shared/encoding.js';

/** The htpasswd hash formats Apache httpd accepts on every platform (see "htpasswd" in the httpd manual). */
export const HTPASSWD_FORMATS = ['bcrypt', 'apr1', 'sha1', 'crypt'] as const;
/** An htpasswd hash format: bcrypt `$2y$`, APR1-MD5 `$apr1$`, SHA-1 `{SHA}`, or DES crypt(3). */
export type HtpasswdFormat = (typeof HTPASSWD_FORMATS)[number];

/** bcrypt costs Apache's `htpasswd -C` accepts: 4 to 17. */
export const HTPASSWD_MIN_COST = 4;
/** Highest bcrypt cost of `htpasswd -C`. */
export const HTPASSWD_MAX_COST = 17;

/** One user of the input list. */
export interface HtpasswdUser {
  user: string;
  password: string;
  /** 1-based line in the input. */
  line: number;
}

/** A bcrypt hash function (e.g. one running in a worker); defaults to {@link bcryptHash}. */
export type BcryptHasher = (password: string, cost: number) => Promise<string>;
/** A bcrypt compare function; defaults to {@link bcryptCompare}. */
export type BcryptComparer = (password: string, hash: string) => Promise<boolean>;

function checkUser(user: string, line: number): void {
  if (user === '') throw new ToolInputError(`Line ${line}: the username is empty (write user:password).`, { line, column: 1 });
  for (let i = 0; i < user.length; i++) {
    const c = user.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) {
      throw new ToolInputError(`Line ${line}: the username may not contain control characters (U+${c.toString(16).toUpperCase().padStart(4, '0')} at column ${i + 1}).`, {
        line,
        column: i + 1,
      });
    }
  }
  // Apache's htpasswd refuses usernames longer than 255 bytes (MAX_STRING_LEN).
  const bytes = new TextEncoder().encode(user).length;
  if (bytes > 255) throw new ToolInputError(`Line ${line}: the username is ${bytes} bytes long; htpasswd allows at most 255.`, { line, column: 1 });
}

/** Apache's htpasswd reads passwords of at most 255 bytes (MAX_STRING_LEN in support/htpasswd.c). */
export const HTPASSWD_MAX_PASSWORD_BYTES = 255;

function checkPassword(password: string, line?: number): void {
  const bytes = new TextEncoder().encode(password).length;
  if (bytes > HTPASSWD_MAX_PASSWORD_BYTES) {
    const where = line === undefined ? '' : `Line ${line}: `;
    throw new ToolInputError(`${where}${where ? 'the' : 'The'} password is ${bytes} bytes long; htpasswd allows at most ${HTPASSWD_MAX_PASSWORD_BYTES}.`, line === undefined ? {} : { line });
  }
}

/**
 * Reads the list of users: one `user:password` per line (the username ends at the first ":",
 * the password may hold ":"). Blank lines are skipped; `\r\n` line ends are fine.
 *
 * @param text - the list as typed.
 * @returns the users in order, each with its line number.
 * @throws ToolInputError naming the line: no ":", an empty username, a control character in
 *   the username, a username or password over 255 bytes, or the same username twice.
 */
export function parseHtpasswdUsers(text: string): HtpasswdUser[] {
  const users: HtpasswdUser[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const colon = raw.indexOf(':');
    if (colon < 0) throw new ToolInputError(`Line ${line}: write user:password (no ":" found).`, { line, column: 1 });
    const user = raw.slice(0, colon);
    checkUser(user, line);
    const first = seen.get(user);
    if (first !== undefined) throw new ToolInputError(`Line ${line}: the user "${user}" is already on line ${first}.`, { line, column: 1 });
    seen.set(user, line);
    const password = raw.slice(colon + 1);
    checkPassword(password, line);
    users.push({ user, password, line });
  });
  return users;
}

/**
 * Whether a password is cut by the DES crypt format, which only uses its first 8 bytes.
 *
 * @param password - the password.
 * @returns true when it has more than 8 UTF-8 bytes.
 */
export function cryptTruncates(password: string): boolean {
  return new TextEncoder().encode(password).length > 8;
}

/**
 * The traditional DES-based crypt(3) (Seventh Edition Unix; `htpasswd -d`), via
 * unix-crypt-td-js. Only the first 8 bytes of the password count, 7 bits each: insecure.
 *
 * @param password - the password, hashed as UTF-8 bytes (up to the first NUL, as in C).
 * @param salt - 2 characters of `./0-9A-Za-z`.
 * @returns the 13-character hash (the salt then 11 characters).
 * @throws ToolInputError when the salt is not 2 such characters.
 */
export function desCrypt(password: string, salt: string): string {
  if (salt.length !== 2 || ![...salt].every((c) => CRYPT_ALPHABET.includes(c))) {
    throw new ToolInputError('A DES crypt salt is 2 characters of ./0-9A-Za-z.');
  }
  return unixCryptTD(Array.from(new TextEncoder().encode(password)), salt);
}

/**
 * The `{SHA}` htpasswd format (`htpasswd -s`): "{SHA}" + Base64 of the SHA-1 of the password
 * (UTF-8). Unsalted and fast: insecure.
 *
 * @param password - the password.
 * @returns e.g. `{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=` for "password".
 */
export function shaHtpasswd(password: string): string {
  return `{SHA}${encodeDigest(sha1(new TextEncoder().encode(password)), 'base64')}`;
}

/** Options of {@link htpasswdHash}. */
export interface HtpasswdHashOptions {
  /** bcrypt cost, 4 to 17 (default 10). */
  cost?: number;
  /** A fixed salt (APR1: up to 8 characters; crypt: 2 characters); default random from `crypto.getRandomValues`. */
  salt?: string;
  /** The bcrypt implementation (default {@link bcryptHash}, in this thread). */
  bcrypt?: BcryptHasher;
}

/**
 * Hashes a password in an htpasswd format, as Apache's `htpasswd` does: `-B` bcrypt (`$2y$`),
 * `-m` APR1-MD5 (`$apr1$`, apr_md5.c), `-s` SHA-1 (`{SHA}`), `-d` DES crypt(3).
 *
 * @param password - the password (UTF-8).
 * @param format - the format.
 * @param options - bcrypt cost, fixed salt, bcrypt implementation.
 * @returns the hash (the part after `user:`).
 * @throws ToolInputError (the promise rejects) for a password over 255 bytes, a cost outside 4–17 or a bad fixed salt.
 */
export async function htpasswdHash(password: string, format: HtpasswdFormat, options: HtpasswdHashOptions = {}): Promise<string> {
  checkPassword(password);
  switch (format) {
    case 'bcrypt': {
      const cost = options.cost ?? BCRYPT_DEFAULT_COST;
      if (!Number.isInteger(cost) || cost < HTPASSWD_MIN_COST || cost > HTPASSWD_MAX_COST) {
        throw new ToolInputError(`The bcrypt cost must be a whole number from ${HTPASSWD_MIN_COST} to ${HTPASSWD_MAX_COST} (as htpasswd -C).`);
      }
      if (options.bcrypt) return options.bcrypt(password, cost);
      return bcryptHash(password, { cost, version: '2y' });
    }
    case 'apr1':
      return apr1Md5(password, options.salt ?? randomCryptSalt(8));
    case 'sha1':
      return shaHtpasswd(password);
    case 'crypt':
      return desCrypt(password, options.salt ?? randomCryptSalt(2));
  }
}

/**
 * The htpasswd file lines `user:hash` for a list of users (see {@link parseHtpasswdUsers}).
 *
 * @param text - one `user:password` per line.
 * @param format - the hash format.
 * @param options - as {@link htpasswdHash} (a fixed salt applies to every user).
 * @returns the lines joined with `\n` (empty for an empty list).
 * @throws ToolInputError (the promise rejects) as {@link parseHtpasswdUsers} and {@link htpasswdHash}.
 */
export async function htpasswdLines(text: string, format: HtpasswdFormat, options: HtpasswdHashOptions = {}): Promise<string> {
  const users = parseHtpasswdUsers(text);
  const lines: string[] = [];
  for (const { user, password } of users) lines.push(`${user}:${await htpasswdHash(password, format, options)}`);
  return lines.join('\n');
}

/** A parsed htpasswd line. */
export interface HtpasswdEntry {
  user: string;
  hash: string;
  format: HtpasswdFormat;
}

/**
 * Reads one htpasswd line `user:hash` and detects the format from the hash: `$2y$`/`$2a$`/`$2b$`
 * bcrypt, `$apr1$` APR1-MD5, `{SHA}` SHA-1, 13 characters of `./0-9A-Za-z` DES crypt.
 *
 * @param line - the line (spaces around it ignored).
 * @returns the user, the hash and its format.
 * @throws ToolInputError for no ":", a malformed bcrypt/APR1/SHA hash, or an unknown format
 *   (`$1$`, `$5$`, `$6$` system crypt formats and plain text are named as not checkable here).
 */
export function parseHtpasswdLine(line: string): HtpasswdEntry {
  const text = line.trim();
  if (text === '') throw new ToolInputError('Paste an htpasswd line, e.g. alice:$apr1$…');
  if (/[\r\n]/.test(text)) throw new ToolInputError('Paste a single htpasswd line (one user:hash).');
  const colon = text.indexOf(':');
  if (colon < 0) throw new ToolInputError('An htpasswd line is user:hash; no ":" found.');
  const user = text.slice(0, colon);
  checkUser(user, 1);
  const hash = text.slice(colon + 1);
  if (/^\$2[abxy]\$/.test(hash)) {
    parseBcryptHash(hash);
    return { user, hash, format: 'bcrypt' };
  }
  if (hash.startsWith('$apr1$')) {
    if (!/^\$apr1\$[./0-9A-Za-z]{0,8}\$[./0-9A-Za-z]{22}$/.test(hash)) {
      throw new ToolInputError('An APR1-MD5 hash is $apr1$, a salt of up to 8 characters, "$" and 22 characters of ./0-9A-Za-z.');
    }
    return { user, hash, format: 'apr1' };
  }
  if (hash.startsWith('{SHA}')) {
    if (!/^\{SHA\}[A-Za-z0-9+/]{27}=$/.test(hash)) throw new ToolInputError('A {SHA} hash is "{SHA}" and 28 characters of Base64 (a 20-byte SHA-1).');
    return { user, hash, format: 'sha1' };
  }
  if (/^[./0-9A-Za-z]{13}$/.test(hash)) return { user, hash, format: 'crypt' };
  const scheme = /^\$(1|5|6|md5|sha1)\$/.exec(hash);
  if (scheme) throw new ToolInputError(`"$${scheme[1]}$" hashes use the server's system crypt(); this tool checks bcrypt, $apr1$, {SHA} and DES crypt only.`);
  throw new ToolInputError('Unknown hash format: expected $2y$ (bcrypt), $apr1$ (MD5), {SHA} (SHA-1) or 13 characters (DES crypt).');
}

/** The result of {@link verifyHtpasswdLine}. */
export interface HtpasswdVerification extends HtpasswdEntry {
  match: boolean;
}

/**
 * Checks a password against an htpasswd line, as Apache's `htpasswd -v` and `apr_password_validate` do.
 *
 * @param line - the `user:hash` line.
 * @param password - the password to test.
 * @param compare - the bcrypt compare implementation (default {@link bcryptCompare}, in this thread).
 * @returns the entry and whether the password matches.
 * @throws ToolInputError (the promise rejects) as {@link parseHtpasswdLine}, or for a password over 255 bytes.
 */
export async function verifyHtpasswdLine(line: string, password: string, compare: BcryptComparer = bcryptCompare): Promise<HtpasswdVerification> {
  const entry = parseHtpasswdLine(line);
  checkPassword(password);
  let computed: string;
  switch (entry.format) {
    case 'bcrypt':
      return { ...entry, match: await compare(password, entry.hash) };
    case 'apr1':
      computed = apr1Md5(password, entry.hash);
      break;
    case 'sha1':
      computed = shaHtpasswd(password);
      break;
    case 'crypt':
      computed = desCrypt(password, entry.hash.slice(0, 2));
      break;
  }
  return { ...entry, match: computed === entry.hash };
}
