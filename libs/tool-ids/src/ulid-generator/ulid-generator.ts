import { ToolInputError } from '@handy-tools/ui/kit';
import { decodeTime, monotonicFactory, TIME_MAX, ulid, ulidToUUID, type PRNG } from 'ulid';
import { checkQuantity } from '../shared/quantity.js';

/** Crockford's Base32 alphabet, the digits of a ULID (ULID spec, "Encoding"): no I, L, O or U. */
export const ULID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The ways a batch of ULIDs is written out: one per line, or a JSON array of strings. */
export const ULID_FORMATS = ['lines', 'json'] as const;

/** One of {@link ULID_FORMATS}. */
export type UlidFormat = (typeof ULID_FORMATS)[number];

/** Options of {@link generateUlids}. */
export interface UlidGeneratorOptions {
  /** How many ULIDs, a whole number from 1 to 1000. */
  quantity: number;
  /**
   * Monotonic: within one millisecond, each ULID is the previous one plus one in its random
   * part (ULID spec, "Monotonicity"), so the batch sorts in creation order. Otherwise every
   * ULID draws 80 fresh random bits.
   */
  monotonic?: boolean;
  /**
   * The time to stamp, in Unix milliseconds (a whole number from 1 to 2^48 − 1); the current
   * time, read for each ULID, when omitted.
   */
  time?: number;
}

/**
 * The `ulid` package's random source, drawn from `crypto.getRandomValues`: one random byte
 * divided by 256. The library turns it into a Base32 digit with `floor(x × 32)`, and 256 is a
 * multiple of 32, so each of the 32 digits comes from exactly 8 byte values: no bias.
 * (In browsers `ulid` would itself pick `crypto.getRandomValues` the same way; passing the PRNG
 * makes that explicit and identical in Node.)
 */
const cryptoPrng: PRNG = () => {
  const byte = new Uint8Array(1);
  crypto.getRandomValues(byte);
  return byte[0]! / 256;
};

function checkTime(time: number | undefined): number | undefined {
  if (time === undefined) return undefined;
  if (!Number.isInteger(time) || time < 1 || time > TIME_MAX) {
    throw new ToolInputError(`The time must be a whole number of milliseconds from 1 to ${TIME_MAX} (got ${String(time)}).`);
  }
  return time;
}

/**
 * Generates ULIDs (https://github.com/ulid/spec): 48 bits of Unix time in milliseconds
 * followed by 80 random bits, written as 26 Crockford Base32 digits. Random bits come from
 * `crypto.getRandomValues` (see the `ulid` package's `ulid` and `monotonicFactory`).
 *
 * @param options - quantity (1–1000), monotonic, and an optional fixed time (Unix ms).
 * @returns `quantity` ULIDs in upper case, in creation order; with `monotonic` the list is
 *   strictly increasing.
 * @throws ToolInputError when the quantity or the time is out of range, or (practically never)
 *   when a monotonic random part would overflow within one millisecond.
 */
export function generateUlids(options: UlidGeneratorOptions): string[] {
  const quantity = checkQuantity(options.quantity);
  const time = checkTime(options.time);
  const make = options.monotonic ? monotonicFactory(cryptoPrng) : (seed?: number) => ulid(seed, cryptoPrng);
  try {
    return Array.from({ length: quantity }, () => make(time));
  } catch (error) {
    throw new ToolInputError('Could not make the ULIDs: the random part overflowed within one millisecond. Try again.', { cause: error });
  }
}

/**
 * Writes a batch of ULIDs as text.
 *
 * @param ulids - the ULIDs.
 * @param format - `lines` (one per line) or `json` (a JSON array of strings, indented by 2).
 * @returns the text.
 */
export function formatUlids(ulids: readonly string[], format: UlidFormat): string {
  return format === 'json' ? JSON.stringify(ulids, null, 2) : ulids.join('\n');
}

/** What {@link decodeUlid} reads out of a ULID. */
export interface DecodedUlid {
  /** The ULID in canonical upper case. */
  ulid: string;
  /** Its timestamp: Unix time in milliseconds (0 to 2^48 − 1). */
  timestamp: number;
  /** That time in ISO 8601 (UTC); 2^48 − 1 ms falls in the year 10889, which a JavaScript date holds. */
  iso: string;
  /** Its 80-bit random part: the last 16 Base32 digits. */
  randomness: string;
  /** The same 128 bits written as a UUID (lower case; version and variant bits as they fall). */
  uuid: string;
}

/**
 * Decodes a ULID: checks it and reads its timestamp (ULID spec, "Components" and "Encoding").
 * Case does not matter; spaces around are ignored.
 *
 * @param text - the ULID as typed.
 * @returns its canonical form, timestamp (ms and ISO), random part and UUID form.
 * @throws ToolInputError when the text is empty, is not 26 characters long, holds a character
 *   outside Crockford's Base32 (naming it and its 1-based position), or starts with a digit
 *   above 7 (the timestamp would exceed 48 bits: the spec's largest ULID is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ).
 * @see https://github.com/ulid/spec; the reference README decodes 01ARYZ6S41TSV4RRFFQ69G5FAV to 1469918176385.
 */
export function decodeUlid(text: string): DecodedUlid {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('Enter a ULID to decode, e.g. 01ARZ3NDEKTSV4RRFFQ69G5FAV.');
  const offset = text.indexOf(trimmed);
  const chars = [...trimmed];
  for (let i = 0; i < chars.length && i < 26; i++) {
    const c = chars[i]!;
    if (!ULID_ALPHABET.includes(c.toUpperCase())) {
      const hint = /^[ilou]$/i.test(c) ? ` (Crockford's Base32 leaves out I, L, O and U)` : '';
      throw new ToolInputError(`This is not a ULID: "${c}" at position ${offset + i + 1} is not a Crockford Base32 digit (0-9, A-Z)${hint}.`, {
        position: offset + i,
        column: offset + i + 1,
      });
    }
  }
  if (chars.length !== 26) {
    throw new ToolInputError(`This is not a ULID: it has ${chars.length} characters, expected 26.`, { position: offset + Math.min(chars.length, 26) });
  }
  const id = trimmed.toUpperCase();
  if (id[0]! > '7') {
    throw new ToolInputError(
      `This is not a ULID: its first character is "${id[0]!}", but it must be 0 to 7 (the 48-bit timestamp would overflow; the largest ULID is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ).`,
      { position: offset, column: offset + 1 },
    );
  }
  const timestamp = decodeTime(id);
  return {
    ulid: id,
    timestamp,
    iso: new Date(timestamp).toISOString(),
    randomness: id.slice(10),
    uuid: ulidToUUID(id).toLowerCase(),
  };
}
