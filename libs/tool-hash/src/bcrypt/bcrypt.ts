import { compare, genSaltSync, hash } from 'bcryptjs';
import { ToolInputError } from '@handy-tools/ui/kit';

/** Lowest bcrypt cost (2^4 rounds of the key schedule). */
export const BCRYPT_MIN_COST = 4;
/** Highest bcrypt cost (2^31 rounds). */
export const BCRYPT_MAX_COST = 31;
/** Default cost, as bcryptjs and most frameworks use. */
export const BCRYPT_DEFAULT_COST = 10;
/** Costs above this run in a Web Worker (each step doubles the time; 12 is about a quarter of a second). */
export const BCRYPT_WORKER_THRESHOLD = 12;
/** bcrypt only reads the first 72 bytes of the password (OpenBSD bcrypt.c). */
export const BCRYPT_MAX_PASSWORD_BYTES = 72;

/** The bcrypt versions (prefixes) this tool writes and reads: `$2a$`, `$2b$`, `$2y$` (same algorithm for UTF-8 passwords). */
export const BCRYPT_VERSIONS = ['2b', '2a', '2y'] as const;
/** A bcrypt version. */
export type BcryptVersion = (typeof BCRYPT_VERSIONS)[number];

/** The parts of a bcrypt hash `$<version>$<cost>$<salt><checksum>`. */
export interface BcryptHashParts {
  /** `2a`, `2b` or `2y`. */
  version: BcryptVersion;
  /** The cost (log2 of the rounds), 4 to 31. */
  cost: number;
  /** The 128-bit salt, 22 characters of bcrypt's base-64 (`./A-Za-z0-9`). */
  salt: string;
  /** The 184-bit checksum, 31 characters of bcrypt's base-64. */
  checksum: string;
}

const BCRYPT_BASE64 = /^[./A-Za-z0-9]$/;

/**
 * Splits a bcrypt hash (the modular crypt format of OpenBSD bcrypt, `$2b$10$` + 22 salt
 * characters + 31 checksum characters = 60 characters) into its parts. Spaces around it are ignored.
 *
 * @param text - the hash as pasted.
 * @returns its version, cost, salt and checksum.
 * @throws ToolInputError naming the problem: empty, not a `$2a$`/`$2b$`/`$2y$` hash, a cost
 *   that is not two digits from 04 to 31, a character outside bcrypt's base-64 (with its
 *   position), or a length other than 60.
 */
export function parseBcryptHash(text: string): BcryptHashParts {
  const h = text.trim();
  if (h === '') throw new ToolInputError('Paste a bcrypt hash, e.g. $2b$10$ followed by 53 characters.');
  const version = /^\$(2[aby])\$/.exec(h);
  if (!version) {
    const found = /^\$2x\$/.test(h) ? ' ($2x$ is the flawed pre-2011 crypt_blowfish variant; it cannot be checked here)' : '';
    throw new ToolInputError(`A bcrypt hash starts with $2a$, $2b$ or $2y$; this one starts with "${h.slice(0, 4)}"${found}.`);
  }
  const costText = h.slice(4, 6);
  const cost = /^\d\d$/.test(costText) ? Number(costText) : NaN;
  if (!(cost >= BCRYPT_MIN_COST && cost <= BCRYPT_MAX_COST) || h[6] !== '$') {
    throw new ToolInputError(`The cost after "$${version[1]}$" must be two digits from 04 to 31 followed by "$"; found "${h.slice(4, 7)}".`);
  }
  const offset = text.indexOf(h);
  for (let i = 7; i < h.length; i++) {
    if (!BCRYPT_BASE64.test(h[i]!)) {
      const position = offset + i;
      throw new ToolInputError(`A bcrypt hash holds only ./A-Za-z0-9 after the cost: "${h[i]}" at position ${position + 1} is not one.`, {
        position,
        column: position + 1,
      });
    }
  }
  if (h.length !== 60) throw new ToolInputError(`A bcrypt hash has 60 characters; this one has ${h.length}.`);
  return { version: version[1] as BcryptVersion, cost, salt: h.slice(7, 29), checksum: h.slice(29) };
}

/**
 * Checks a bcrypt cost.
 *
 * @param cost - the cost (log2 of the rounds).
 * @returns the cost.
 * @throws ToolInputError when it is not a whole number from 4 to 31.
 */
export function checkBcryptCost(cost: number): number {
  if (!Number.isInteger(cost) || cost < BCRYPT_MIN_COST || cost > BCRYPT_MAX_COST) {
    throw new ToolInputError(`The cost must be a whole number from ${BCRYPT_MIN_COST} to ${BCRYPT_MAX_COST}.`);
  }
  return cost;
}

/**
 * The length of a password as bcrypt sees it: its UTF-8 bytes. bcrypt ignores everything
 * after byte 72, so two passwords with the same first 72 bytes have the same hash.
 *
 * @param password - the password.
 * @returns the number of UTF-8 bytes (a lone surrogate counts as the 3 bytes of U+FFFD).
 */
export function bcryptPasswordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}

/** Options of {@link bcryptHash}. */
export interface BcryptHashOptions {
  /** The cost, 4 to 31 (default 10). Each step doubles the time. */
  cost?: number;
  /** The prefix written (default `2b`). */
  version?: BcryptVersion;
  /**
   * A fixed salt: a bcrypt salt string `$2b$05$` + 22 characters (e.g. to reproduce a published
   * vector); its version and cost win. Default: 16 random bytes from `crypto.getRandomValues` (bcryptjs).
   */
  salt?: string;
  /** Called with the fraction done (0 to 1), at most every 100 ms. */
  onProgress?: (fraction: number) => void;
}

// bcryptjs rejects non-strings and bad salts only; both are checked before.
function wrap(e: unknown): ToolInputError {
  return new ToolInputError(`bcrypt failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
}

/**
 * Hashes a password with bcrypt (Provos & Mazières, "A Future-Adaptable Password Scheme",
 * USENIX 1999; OpenBSD bcrypt.c), via bcryptjs. The password is encoded as UTF-8 and only its
 * first 72 bytes count.
 *
 * @param password - the password (any text).
 * @param options - cost, version, fixed salt, progress.
 * @returns the 60-character hash, e.g. `$2b$10$…`.
 * @throws ToolInputError (the promise rejects) for a cost outside 4–31 or a malformed fixed salt.
 */
export async function bcryptHash(password: string, options: BcryptHashOptions = {}): Promise<string> {
  let salt: string;
  if (options.salt !== undefined) {
    const parts = parseBcryptHash(`${options.salt.trim().slice(0, 29)}${'.'.repeat(31)}`);
    salt = `$${parts.version}$${String(parts.cost).padStart(2, '0')}$${parts.salt}`;
  } else {
    const cost = checkBcryptCost(options.cost ?? BCRYPT_DEFAULT_COST);
    salt = `$${options.version ?? '2b'}$${genSaltSync(cost).slice(4)}`;
  }
  return new Promise<string>((resolve, reject) => {
    hash(
      password,
      salt,
      (err, result) => (err || result === undefined ? reject(wrap(err)) : resolve(result)),
      options.onProgress,
    );
  });
}

/**
 * Checks a password against a bcrypt hash: hashes it with the hash's salt and cost and
 * compares the results in constant time (bcryptjs).
 *
 * @param password - the password to test (UTF-8, first 72 bytes).
 * @param hashText - a bcrypt hash (`$2a$`, `$2b$` or `$2y$`, 60 characters; spaces around ignored).
 * @param onProgress - called with the fraction done (0 to 1).
 * @returns true when the password matches.
 * @throws ToolInputError (the promise rejects) for a malformed hash, naming the problem.
 */
export async function bcryptCompare(password: string, hashText: string, onProgress?: (fraction: number) => void): Promise<boolean> {
  parseBcryptHash(hashText);
  return new Promise<boolean>((resolve, reject) => {
    compare(password, hashText.trim(), (err, result) => (err || result === undefined ? reject(wrap(err)) : resolve(result)), onProgress);
  });
}
