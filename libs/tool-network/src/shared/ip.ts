import { ToolInputError } from '@handy-tools/ui/kit';
import { Address6 } from 'ip-address';
import { formatIpv4Address, parseIpv4Address } from './ipv4.js';

/** The two versions of the Internet Protocol. */
export type IpVersion = 4 | 6;

/** An IPv4 or IPv6 address as an unsigned integer: 0 to 2^32 − 1 (IPv4) or 2^128 − 1 (IPv6). */
export interface IpAddress {
  version: IpVersion;
  value: bigint;
}

/**
 * Number of bits in an address of a version.
 *
 * @param version - 4 or 6.
 * @returns 32 for IPv4 (RFC 791), 128 for IPv6 (RFC 4291 §2).
 */
export function ipBits(version: IpVersion): 32 | 128 {
  return version === 4 ? 32 : 128;
}

/**
 * Largest address of a version as an integer.
 *
 * @param version - 4 or 6.
 * @returns 2^32 − 1 or 2^128 − 1.
 */
export function maxIpValue(version: IpVersion): bigint {
  return (1n << BigInt(ipBits(version))) - 1n;
}

/**
 * Parses an IPv6 address in any text form of RFC 4291 §2.2 (full, `::`-compressed, with an
 * embedded dotted IPv4 tail), with `ip-address`.
 *
 * @param text - the address, e.g. `2001:db8::1` or `::ffff:192.0.2.1`; no prefix length, no zone id.
 * @param what - how to call the value in messages (e.g. `address`, `start address`).
 * @param offset - 0-based position of `text` in the user's input, added to error positions.
 * @returns the address as a 128-bit unsigned integer.
 * @throws ToolInputError naming what is wrong (empty, a `/prefix` or `%zone` where an address
 *   is expected, too many `::`, a group that is not 1–4 hex digits, too many or too few groups).
 * @see RFC 4291 §2.2 (text representation of IPv6 addresses).
 */
export function parseIpv6Address(text: string, what = 'address', offset = 0): bigint {
  if (text.length === 0) throw new ToolInputError(`The ${what} is empty.`, { position: offset });
  const slash = text.indexOf('/');
  if (slash >= 0) {
    throw new ToolInputError(`The ${what} "${text}" has a prefix length (/…); enter the address alone.`, { position: offset + slash });
  }
  const percent = text.indexOf('%');
  if (percent >= 0) {
    throw new ToolInputError(`The ${what} "${text}" has a zone id (%…), which is only meaningful on one host; enter the address alone.`, {
      position: offset + percent,
    });
  }
  const bad = /[^0-9a-fA-F:.]/.exec(text);
  if (bad) {
    throw new ToolInputError(`The ${what} "${text}" contains "${bad[0]}": an IPv6 address has hex digits, colons and, in an IPv4 tail, dots.`, {
      position: offset + bad.index,
    });
  }
  if (text.split('::').length > 2) {
    throw new ToolInputError(`The ${what} "${text}" has "::" more than once; it may stand for one run of zero groups only.`, {
      position: offset + text.indexOf('::', text.indexOf('::') + 2),
    });
  }
  const lastColon = text.lastIndexOf(':');
  const groups = (text.includes('.') ? text.slice(0, lastColon) : text).split(':');
  let position = offset;
  for (const [i, group] of groups.entries()) {
    if (group.length > 4) {
      throw new ToolInputError(`Group ${i + 1} of the ${what} ("${group}") has more than 4 hex digits.`, { position });
    }
    position += group.length + 1;
  }
  if (text.includes('.')) parseIpv4Address(text.slice(lastColon + 1), `IPv4 part of the ${what}`, offset + lastColon + 1);
  if (!Address6.isValid(text)) {
    const count = groups.filter((g) => g !== '').length + (text.includes('.') ? 2 : 0);
    throw new ToolInputError(
      text.includes('::')
        ? `The ${what} "${text}" has ${count} groups besides "::"; it can have at most 7.`
        : `The ${what} "${text}" must have 8 groups of hex digits separated by colons (or use "::" for zeros), but it has ${count}.`,
      { position: offset },
    );
  }
  return new Address6(text).bigInt();
}

/**
 * Parses an IPv4 (dotted decimal, strict: see `parseIpv4Address`) or IPv6 address; the version
 * is told by the presence of a colon.
 *
 * @param text - the address, without a prefix length; surrounding spaces are not allowed.
 * @param what - how to call the value in messages.
 * @param offset - 0-based position of `text` in the user's input, added to error positions.
 * @returns the version and the address as an integer.
 * @throws ToolInputError as `parseIpv4Address` / `parseIpv6Address` do.
 * @see RFC 791 §3.2, RFC 4291 §2.2.
 */
export function parseIpAddress(text: string, what = 'address', offset = 0): IpAddress {
  if (text.includes(':')) return { version: 6, value: parseIpv6Address(text, what, offset) };
  return { version: 4, value: BigInt(parseIpv4Address(text, what, offset)) };
}

/**
 * Writes an IPv6 address in the recommended text form: lowercase, leading zeros dropped, the
 * longest run (first if tied) of two or more zero groups as `::`, and IPv4-mapped addresses
 * (`::ffff:0:0/96`) with a dotted IPv4 tail.
 *
 * @param value - the address as a 128-bit unsigned integer.
 * @returns e.g. `2001:db8::1`, `::ffff:192.0.2.1`.
 * @throws RangeError when `value` is outside 0 … 2^128 − 1.
 * @see RFC 5952 §4 (canonical text) and §5 (IPv4-mapped addresses in mixed notation).
 */
export function formatIpv6Address(value: bigint): string {
  if (value < 0n || value > maxIpValue(6)) throw new RangeError(`${value} is not a 128-bit unsigned integer`);
  if (value >> 32n === 0xffffn) return `::ffff:${formatIpv4Address(Number(value & 0xffffffffn))}`;
  return Address6.fromBigInt(value).correctForm();
}

/**
 * Writes an IPv6 address in full: eight groups of four lowercase hex digits.
 *
 * @param value - the address as a 128-bit unsigned integer.
 * @returns e.g. `2001:0db8:0000:0000:0000:0000:0000:0001`.
 * @throws RangeError when `value` is outside 0 … 2^128 − 1.
 * @see RFC 4291 §2.2 form 1.
 */
export function expandIpv6Address(value: bigint): string {
  if (value < 0n || value > maxIpValue(6)) throw new RangeError(`${value} is not a 128-bit unsigned integer`);
  return value.toString(16).padStart(32, '0').replace(/(.{4})(?!$)/g, '$1:');
}

/**
 * Writes an address of either version in its usual text form (dotted decimal for IPv4,
 * RFC 5952 for IPv6).
 *
 * @param address - version and integer value.
 * @returns the address text.
 * @throws RangeError when the value does not fit the version.
 */
export function formatIpAddress(address: IpAddress): string {
  if (address.version === 6) return formatIpv6Address(address.value);
  if (address.value < 0n || address.value > maxIpValue(4)) throw new RangeError(`${address.value} is not a 32-bit unsigned integer`);
  return formatIpv4Address(Number(address.value));
}
