import { ToolInputError } from '@handy-tools/ui/kit';
import { formatIpv6Address } from '../shared/ip.js';

/**
 * How the 40-bit Global ID is made:
 * - `rfc4193`: the algorithm of RFC 4193 §3.2.2 (SHA-1 of the 64-bit NTP time and an EUI-64);
 * - `random`: 40 bits from a cryptographic random generator (RFC 4193 §3.2.1 asks only for a
 *   pseudo-random Global ID; the browser's `crypto.getRandomValues` is one);
 * - `it-tools`: IT-Tools' former way, SHA-1 of the decimal milliseconds since 1970 followed by
 *   the MAC address as typed (not the RFC's key), lowest 40 bits.
 */
export type UlaMethod = 'rfc4193' | 'random' | 'it-tools';

/** Seconds from the NTP prime epoch (1900-01-01) to the Unix epoch (1970-01-01): RFC 5905 §6. */
export const NTP_UNIX_OFFSET_SECONDS = 2_208_988_800n;

/**
 * A time in the 64-bit NTP timestamp format: 32 bits of seconds since 1900-01-01 00:00 UTC
 * (era 0), then 32 bits of fraction of a second.
 *
 * @param unixMs - milliseconds since 1970-01-01 00:00 UTC (e.g. `Date.now()`), a whole number
 *   from 0 to the end of NTP era 0 (2036-02-07 06:28:15 UTC).
 * @returns the timestamp as a 64-bit unsigned integer.
 * @throws ToolInputError when the time is not a whole number of milliseconds in that span.
 * @see RFC 5905 §6 (NTP timestamp format), RFC 4193 §3.2.2 step 1.
 */
export function ntpTimestamp(unixMs: number): bigint {
  const era0EndMs = (2n ** 32n - NTP_UNIX_OFFSET_SECONDS) * 1000n;
  if (!Number.isSafeInteger(unixMs) || unixMs < 0 || BigInt(unixMs) >= era0EndMs) {
    throw new ToolInputError('The time must be a whole number of milliseconds between 1970 and 2036 (NTP era 0).');
  }
  const ms = BigInt(unixMs);
  const seconds = ms / 1000n + NTP_UNIX_OFFSET_SECONDS;
  const fraction = ((ms % 1000n) << 32n) / 1000n;
  return (seconds << 32n) | fraction;
}

/** A system identifier read by {@link parseUlaIdentifier}. */
export interface UlaIdentifier {
  /** `mac` for a 48-bit MAC address, `eui64` for a 64-bit EUI-64 typed as such. */
  kind: 'mac' | 'eui64';
  /** The identifier as typed, as an integer (48 or 64 bits). */
  value: bigint;
  /** The EUI-64 used in the key: the modified EUI-64 of a MAC (RFC 4291 Appendix A), or the EUI-64 as typed. */
  eui64: bigint;
}

/**
 * Reads a MAC address (6 bytes) or an EUI-64 (8 bytes): hex bytes separated by colons or
 * hyphens, hex groups of four separated by dots (Cisco), or bare hex digits.
 *
 * @param text - e.g. `00:00:5e:00:53:01`, `00-00-5E-00-53-01`, `0000.5e00.5301`, `00005e005301`,
 *   or an EUI-64 such as `02:00:5e:ff:fe:00:53:01`; surrounding spaces are ignored.
 * @returns the identifier and the EUI-64 it gives: for a MAC, `ff:fe` inserted in the middle
 *   and the universal/local bit (0x02 of the first byte) inverted.
 * @throws ToolInputError naming what is wrong (empty, a character that is not a hex digit or a
 *   separator, mixed separators, a group of the wrong length, not 6 or 8 bytes).
 * @see IEEE 802 (48-bit MAC and 64-bit EUI-64 identifiers), RFC 4291 Appendix A (modified EUI-64),
 *   RFC 4193 §3.2.2 step 2.
 */
export function parseUlaIdentifier(text: string): UlaIdentifier {
  const trimmed = text.trim();
  const offset = text.length - text.trimStart().length;
  if (trimmed === '') throw new ToolInputError('Enter a MAC address (e.g. 00:00:5e:00:53:01) or an EUI-64.', { position: 0 });
  const bad = /[^0-9a-fA-F:.-]/.exec(trimmed);
  if (bad) {
    throw new ToolInputError(`"${bad[0]}" at position ${offset + bad.index + 1} is not a hex digit or a separator (: - .).`, { position: offset + bad.index });
  }
  const separators = new Set(trimmed.replace(/[0-9a-fA-F]/g, ''));
  if (separators.size > 1) throw new ToolInputError('Use one kind of separator (":", "-" or "."), not several.', { position: offset });
  const separator = [...separators][0];
  const groups = separator === undefined ? [trimmed] : trimmed.split(separator);
  const width = separator === undefined ? trimmed.length : separator === '.' ? 4 : 2;
  let position = offset;
  for (const [i, group] of groups.entries()) {
    if (separator !== undefined && group.length !== width) {
      throw new ToolInputError(
        separator === '.'
          ? `Group ${i + 1} ("${group}") must have 4 hex digits in the dotted form (0000.5e00.5301).`
          : `Byte ${i + 1} ("${group}") must have 2 hex digits.`,
        { position },
      );
    }
    position += group.length + 1;
  }
  const digits = groups.join('');
  if (digits.length !== 12 && digits.length !== 16) {
    throw new ToolInputError(`A MAC address has 6 bytes (12 hex digits) and an EUI-64 8 bytes (16), but this has ${digits.length} hex digits.`, {
      position: offset,
    });
  }
  const value = BigInt(`0x${digits}`);
  if (digits.length === 16) return { kind: 'eui64', value, eui64: value };
  const eui64 = ((((value >> 24n) ^ 0x020000n) << 40n) | (0xfffen << 24n) | (value & 0xffffffn)) & 0xffffffffffffffffn;
  return { kind: 'mac', value, eui64 };
}

/** What one generation used and gave (see {@link generateUlaPrefix}). */
export interface UlaPrefix {
  method: UlaMethod;
  /** The 40-bit Global ID. */
  globalId: bigint;
  /** The /48 prefix in RFC 5952 text, e.g. `fd12:3456:789a::/48`. */
  prefix: string;
  /** The 64-bit NTP time of the key, for `rfc4193` (else `null`). */
  ntpTime: bigint | null;
  /** The EUI-64 of the key, for `rfc4193` (else `null`). */
  eui64: bigint | null;
  /** The SHA-1 digest in hex (40 digits), for `rfc4193` and `it-tools` (else `null`). */
  sha1: string | null;
}

/** Input of {@link generateUlaPrefix}. */
export interface UlaRequest {
  method: UlaMethod;
  /** The MAC address or EUI-64 as typed (see {@link parseUlaIdentifier}); unused by `random`. */
  identifier: string;
  /** The time of generation in milliseconds since 1970 (e.g. `Date.now()`); unused by `random`. */
  unixMs: number;
  /** For `random`: 10 hex digits drawn by the caller with `crypto.getRandomValues` (the Global ID). */
  randomHex: string;
}

const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

function bigintBytes(value: bigint, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = length - 1, v = value; i >= 0; i--, v >>= 8n) bytes[i] = Number(v & 0xffn);
  return bytes;
}

async function sha1(data: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new ToolInputError('SHA-1 needs the Web Crypto API, which browsers offer only on secure pages (https or localhost).');
  return toHex(await subtle.digest('SHA-1', data as Uint8Array<ArrayBuffer>));
}

/**
 * The /48 prefix of a 40-bit Global ID: fc00::/7, the L bit set (so fd00::/8), then the Global ID.
 *
 * @param globalId - the Global ID, 0 to 2^40 − 1.
 * @returns the prefix as a 128-bit integer (its low 80 bits zero).
 * @throws RangeError when `globalId` is out of range (a programming error).
 * @see RFC 4193 §3.1 (format) and §3.2.2 step 6.
 */
export function ulaPrefixValue(globalId: bigint): bigint {
  if (globalId < 0n || globalId >= 1n << 40n) throw new RangeError(`Not a 40-bit Global ID: ${globalId}`);
  return (0xfdn << 120n) | (globalId << 80n);
}

/**
 * The /64 subnets of a ULA /48, by Subnet ID.
 *
 * @param globalId - the Global ID, 0 to 2^40 − 1.
 * @param first - the first Subnet ID, 0 to 65535.
 * @param count - how many subnets, stopping at Subnet ID 65535.
 * @returns the subnets in RFC 5952 text with `/64`, e.g. `fd12:3456:789a:1::/64`.
 * @throws RangeError when an argument is out of range (a programming error).
 * @see RFC 4193 §3.1 (16-bit Subnet ID).
 */
export function ulaSubnets(globalId: bigint, first: number, count: number): string[] {
  if (!Number.isInteger(first) || first < 0 || first > 0xffff || !Number.isInteger(count) || count < 0) throw new RangeError('Bad subnet range');
  const prefix = ulaPrefixValue(globalId);
  return Array.from({ length: Math.min(count, 0x10000 - first) }, (_, i) => `${formatIpv6Address(prefix | (BigInt(first + i) << 64n))}/64`);
}

/**
 * Generates a unique local IPv6 /48 prefix.
 *
 * For `rfc4193`, the steps of RFC 4193 §3.2.2: (1) the time of day in 64-bit NTP format,
 * (2) an EUI-64 (from a MAC, the modified EUI-64 of RFC 4291 Appendix A), (3) the key is the
 * time's 8 bytes followed by the EUI-64's 8 bytes, (4) its SHA-1 digest, (5) the least
 * significant 40 bits are the Global ID, (6) fd00::/8 followed by the Global ID is the prefix.
 * SHA-1 is WebCrypto's (`crypto.subtle.digest`), so the function is asynchronous.
 *
 * @param request - the method, identifier, time and random digits ({@link UlaRequest}).
 * @returns the prefix and the values that made it ({@link UlaPrefix}).
 * @throws ToolInputError when the identifier is not a MAC or EUI-64 (not for `random`), the
 *   time is out of NTP era 0, the random digits are not 10 hex digits, or WebCrypto is missing.
 * @see RFC 4193 §3.1 and §3.2, RFC 5905 §6, FIPS 180-4 (SHA-1).
 */
export async function generateUlaPrefix(request: UlaRequest): Promise<UlaPrefix> {
  const { method } = request;
  let globalId: bigint;
  let ntpTime: bigint | null = null;
  let eui64: bigint | null = null;
  let digest: string | null = null;
  if (method === 'random') {
    if (!/^[0-9a-fA-F]{10}$/.test(request.randomHex)) throw new ToolInputError('The random Global ID must be 10 hex digits (40 bits).');
    globalId = BigInt(`0x${request.randomHex}`);
  } else {
    const identifier = parseUlaIdentifier(request.identifier);
    const time = ntpTimestamp(request.unixMs);
    if (method === 'rfc4193') {
      ntpTime = time;
      eui64 = identifier.eui64;
      const key = new Uint8Array(16);
      key.set(bigintBytes(time, 8), 0);
      key.set(bigintBytes(identifier.eui64, 8), 8);
      digest = await sha1(key);
    } else {
      digest = await sha1(new TextEncoder().encode(`${request.unixMs}${request.identifier.trim()}`));
    }
    globalId = BigInt(`0x${digest.slice(-10)}`);
  }
  return { method, globalId, prefix: `${formatIpv6Address(ulaPrefixValue(globalId))}/48`, ntpTime, eui64, sha1: digest };
}
