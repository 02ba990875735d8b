import { HASH_ALGORITHM_INFO, HASH_ALGORITHMS, type HashAlgorithm, type HashDigests } from '@handy-tools/compute';
import { ToolInputError } from '@handy-tools/ui/kit';
import { parseBytes } from '@handy-tools/bytes';

/** Algorithms selected when the File Hasher opens. */
export const DEFAULT_FILE_ALGORITHMS: readonly HashAlgorithm[] = ['SHA-256'];

/**
 * Writes a byte count with SI prefixes (1 kB = 1000 B), as throughput in MB/s is written.
 *
 * @param bytes - a non-negative count.
 * @returns e.g. `"0 B"`, `"999 B"`, `"1.5 kB"`, `"268.4 MB"`, `"1.07 GB"`.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(unit >= 2 ? 2 : 1)} ${units[unit]}`;
}

/**
 * Writes a duration.
 *
 * @param ms - milliseconds, non-negative.
 * @returns `"850 ms"` below one second, `"1.23 s"` below a minute, else `"2 min 05 s"`.
 */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/**
 * Throughput in megabytes (10⁶ bytes) per second.
 *
 * @param bytes - bytes processed.
 * @param ms - elapsed milliseconds.
 * @returns MB/s, or null when no time elapsed (a rate would be meaningless).
 */
export function throughputMBps(bytes: number, ms: number): number | null {
  if (!(ms > 0)) return null;
  return bytes / 1e6 / (ms / 1000);
}

/** The outcome of comparing an expected hash with computed digests. */
export type ExpectedHashCheck =
  | { status: 'empty' }
  | { status: 'match'; algorithm: HashAlgorithm }
  /** `candidates`: algorithms whose digest length equals the expected hash's. */
  | { status: 'mismatch'; candidates: HashAlgorithm[] };

/** Longest text {@link parseExpectedHash} reads: a checksum line with a long file name. */
export const MAX_EXPECTED_LENGTH = 2000;

// An algorithm tag before the hash: `sha256:` (OCI), `sha256-` (Subresource Integrity), `blake2b-512:`, `xxh64:`…
const PREFIX =
  /^(?:md[45]|sha-?(?:1|224|256|384|512)|sha3-(?:224|256|384|512)|keccak-?(?:224|256|384|512)|ripemd-?160|blake2b(?:-?512)?|blake2s(?:-?256)?|blake3|sm3|whirlpool|crc-?32|adler-?32|xxh(?:32|64|3|128))(?::|-)/i;
const BSD_LINE = /^[A-Za-z0-9-]+ \(.*\) = (\S+)$/s;

/**
 * Reads an expected hash as pasted by a user: hex (any case) or Base64/Base64url (RFC 4648
 * §4/§5), alone or in a `sha256sum` line (`<hash>  <file>`), a BSD `SHA256 (file) = <hash>` line
 * (`b2sum --tag`, `xxhsum --tag` too), or with an algorithm prefix (`sha256:<hex>`, Subresource
 * Integrity `sha256-<base64>`, `blake3:`, `xxh64:`…).
 *
 * @param text - the user's text.
 * @returns the hash's bytes as a one-element list (hex is read first, then Base64); an empty
 *   list for blank text.
 * @throws ToolInputError naming the first character that is neither hex nor Base64, and its
 *   1-based position in the text, or when the text is too short or too long
 *   (over {@link MAX_EXPECTED_LENGTH} characters) to be a hash.
 */
export function parseExpectedHash(text: string): Uint8Array[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.length > MAX_EXPECTED_LENGTH) {
    throw new ToolInputError(`The expected hash is too long (${trimmed.length} characters): paste one hash or one checksum line.`);
  }
  const start = text.indexOf(trimmed);
  let token = trimmed;
  let offset = start;
  const bsd = BSD_LINE.exec(trimmed);
  if (bsd) {
    token = bsd[1]!;
    offset = start + trimmed.length - token.length;
  } else {
    token = trimmed.split(/\s+/, 1)[0]!;
  }
  const prefix = PREFIX.exec(token);
  if (prefix) {
    token = token.slice(prefix[0].length);
    offset += prefix[0].length;
  }
  const bad = /[^0-9A-Za-z+/_=-]/.exec(token) ?? /=+[^=]/.exec(token);
  if (bad) {
    const position = offset + bad.index;
    throw new ToolInputError(
      `The expected hash is neither hexadecimal nor Base64: unexpected "${token[bad.index]}" at position ${position + 1}.`,
      { position, column: position + 1 },
    );
  }
  // The shortest digests are 32-bit checksums: 8 hex digits, or 6 Base64 characters without padding.
  if (token.replace(/=+$/, '').length < 6) throw new ToolInputError('The expected hash is too short: paste the whole hash.');
  // Hex first: a hex string is also valid Base64, but a digest written in Base64 is practically never all hex digits.
  if (/^[0-9a-f]+$/i.test(token)) {
    if (token.length % 2 !== 0) throw new ToolInputError(`The expected hash has an odd number of hexadecimal digits (${token.length}).`);
    return [parseBytes(token, 'hex', 'The expected hash')];
  }
  const mixedAlphabets = /[+/]/.test(token) && /[-_]/.test(token);
  if (mixedAlphabets || token.replace(/=+$/, '').length % 4 === 1) {
    throw new ToolInputError('The expected hash is neither hexadecimal nor valid Base64.');
  }
  return [parseBytes(token, 'base64', 'The expected hash')];
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Compares an expected hash with the digests of a file.
 *
 * @param expected - the user's text (see {@link parseExpectedHash} for the forms accepted).
 * @param digests - the computed digests (any subset of algorithms).
 * @returns `empty` for blank text; `match` with the algorithm whose digest equals it; else
 *   `mismatch` with the algorithms whose digest has the expected hash's length (all
 *   algorithms, not just the computed ones, so a UI can suggest selecting another).
 * @throws ToolInputError when the text is not a hash (see {@link parseExpectedHash}).
 */
export function checkExpectedHash(expected: string, digests: Partial<HashDigests>): ExpectedHashCheck {
  const readings = parseExpectedHash(expected);
  if (readings.length === 0) return { status: 'empty' };
  for (const a of HASH_ALGORITHMS) {
    const d = digests[a];
    if (d && readings.some((r) => equal(r, d))) return { status: 'match', algorithm: a };
  }
  const lengths = new Set(readings.map((r) => r.length * 8));
  return { status: 'mismatch', candidates: HASH_ALGORITHMS.filter((a) => lengths.has(HASH_ALGORITHM_INFO[a].bits)) };
}
