import { ToolInputError } from '@handy-tools/ui/kit';

/** Where a Snowflake ID comes from: its epoch and how its middle 10 bits are named. */
export const SNOWFLAKE_PLATFORMS = ['twitter', 'discord', 'custom'] as const;

/** One of {@link SNOWFLAKE_PLATFORMS}. */
export type SnowflakePlatform = (typeof SNOWFLAKE_PLATFORMS)[number];

/**
 * Epochs in Unix milliseconds: Twitter/X's (2010-11-04T01:42:54.657Z, twitter-archive/snowflake)
 * and Discord's (the first second of 2015, Discord API reference, "Snowflakes").
 */
export const SNOWFLAKE_EPOCHS = {
  twitter: 1288834974657,
  discord: 1420070400000,
} as const;

/** Largest custom epoch accepted: 2100-01-01T00:00:00Z. */
export const SNOWFLAKE_EPOCH_MAX = 4102444800000;

const MAX_U64 = (1n << 64n) - 1n;

/**
 * Reads a Snowflake ID: a decimal, unsigned 64-bit integer.
 *
 * @param text - the ID as typed (spaces around are ignored).
 * @returns the ID as a bigint.
 * @throws ToolInputError when the text is empty, holds a character that is not a digit (naming
 *   it and its 1-based position) or is above 2^64 − 1 (18446744073709551615).
 */
export function parseSnowflake(text: string): bigint {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('Enter a Snowflake ID: a decimal number, e.g. 175928847299117063.');
  const offset = text.indexOf(trimmed);
  const bad = /[^0-9]/u.exec(trimmed);
  if (bad) {
    const column = [...trimmed.slice(0, bad.index)].length + offset + 1;
    const c = String.fromCodePoint(trimmed.codePointAt(bad.index)!);
    throw new ToolInputError(`A Snowflake ID is a decimal number: "${c}" at position ${column} is not a digit.`, { position: bad.index + offset, column });
  }
  const digits = trimmed.replace(/^0+(?=.)/, '');
  if (digits.length > 20 || BigInt(digits) > MAX_U64) {
    throw new ToolInputError('This number is too large for a Snowflake ID: the largest 64-bit value is 18446744073709551615.');
  }
  return BigInt(digits);
}

/**
 * Checks a custom epoch.
 *
 * @param epoch - Unix milliseconds.
 * @returns the epoch, when it is a whole number from 0 to {@link SNOWFLAKE_EPOCH_MAX}.
 * @throws ToolInputError otherwise.
 */
export function checkEpoch(epoch: number): number {
  if (!Number.isInteger(epoch) || epoch < 0 || epoch > SNOWFLAKE_EPOCH_MAX) {
    const got = Number.isNaN(epoch) ? 'nothing' : String(epoch);
    throw new ToolInputError(`The epoch must be a whole number of Unix milliseconds from 0 to ${SNOWFLAKE_EPOCH_MAX} (got ${got}).`);
  }
  return epoch;
}

/** The parts of a Snowflake ID (see {@link decodeSnowflake}). */
export interface DecodedSnowflake {
  /** The ID in decimal, without leading zeros. */
  id: string;
  /** Milliseconds since the epoch: bits 63 to 22. */
  sinceEpoch: number;
  /** Creation time, Unix milliseconds (epoch + `sinceEpoch`). */
  timestamp: number;
  /** That time in ISO 8601 (UTC). */
  iso: string;
  /** Bits 21 to 17: Twitter's datacenter ID, Discord's internal worker ID. */
  high5: number;
  /** Bits 16 to 12: Twitter's worker ID, Discord's internal process ID. */
  low5: number;
  /** Bits 21 to 12 as one 10-bit machine ID. */
  machine: number;
  /** Bits 11 to 0: Twitter's sequence number, Discord's increment. */
  sequence: number;
}

/**
 * Splits a Snowflake ID: a 42-bit timestamp in milliseconds since an epoch (bits 63–22), two
 * 5-bit machine fields (bits 21–17 and 16–12: Twitter's datacenter and worker IDs, Discord's
 * internal worker and process IDs) and a 12-bit sequence (bits 11–0).
 *
 * @param text - the ID in decimal.
 * @param epoch - the epoch in Unix milliseconds (see {@link SNOWFLAKE_EPOCHS}).
 * @returns its parts.
 * @throws ToolInputError when the ID is not a 64-bit decimal number or the epoch is out of range.
 * @see https://discord.com/developers/docs/reference#snowflakes — 175928847299117063 is
 *   2016-04-30T11:18:25.796Z, worker 1, process 0, increment 7.
 */
export function decodeSnowflake(text: string, epoch: number): DecodedSnowflake {
  const id = parseSnowflake(text);
  checkEpoch(epoch);
  const sinceEpoch = Number(id >> 22n);
  const timestamp = epoch + sinceEpoch;
  return {
    id: id.toString(),
    sinceEpoch,
    timestamp,
    iso: new Date(timestamp).toISOString(),
    high5: Number((id >> 17n) & 0x1fn),
    low5: Number((id >> 12n) & 0x1fn),
    machine: Number((id >> 12n) & 0x3ffn),
    sequence: Number(id & 0xfffn),
  };
}

/**
 * The epoch of a platform.
 *
 * @param platform - `twitter`, `discord` or `custom`.
 * @param custom - the custom epoch in Unix ms (used only for `custom`).
 * @returns the epoch in Unix milliseconds.
 * @throws ToolInputError when the custom epoch is out of range.
 */
export function epochOf(platform: SnowflakePlatform, custom: number): number {
  return platform === 'custom' ? checkEpoch(custom) : SNOWFLAKE_EPOCHS[platform];
}
