import { ToolInputError } from '@handy-tools/ui/kit';
import { Address6 } from 'ip-address';
import { expandIpv6Address, formatIpv6Address } from '../shared/ip.js';
import { formatIpv4Address } from '../shared/ipv4.js';
import { cidrToRange, parseIpBlock, prefixMask, rangeSize } from '../shared/ip-range.js';

/** Everything {@link calculateIpv6Subnet} reports about an IPv6 address and prefix. */
export interface Ipv6SubnetInfo {
  /** The address typed, RFC 5952 form (it may have interface-identifier bits set). */
  address: string;
  /** The address in full: eight groups of four hex digits. */
  addressExpanded: string;
  /** The address as an unsigned 128-bit integer, in decimal. */
  addressInteger: string;
  /** The address as 32 hex digits. */
  addressHex: string;
  /** The address in binary: 128 bits in groups of 16, separated by colons. */
  addressBinary: string;
  /** Prefix length, 0 to 128. */
  prefix: number;
  /** True when no prefix was typed (then /128 is assumed). */
  prefixAssumed: boolean;
  /** The prefix in CIDR notation with the network address, e.g. `2001:db8::/32`. */
  cidr: string;
  /** The prefix length as a mask (`ffff:ffff::` for /32), compressed and expanded. */
  mask: string;
  maskExpanded: string;
  /** First and last address of the prefix (RFC 5952). The first is also the Subnet-Router anycast address. */
  firstAddress: string;
  lastAddress: string;
  /** Number of addresses, exactly: 2^(128 − prefix). */
  addressCount: bigint;
  /** Number of /64 subnets (the standard LAN size, RFC 4291 §2.5.1), or `null` for a prefix longer than /64. */
  subnet64Count: bigint | null;
  /** Address type from `ip-address` (Global unicast, Link-local unicast, Unique local, Multicast, …). */
  type: string;
  /** Scope (RFC 4007 §6, RFC 4291 §2.7 for multicast). */
  scope: string;
  /** The reverse DNS name of the address (ip6.arpa, RFC 3596 §2.5). */
  ptrName: string;
  /** The ip6.arpa zones that cover the prefix (one at a nibble boundary, else 2 to 8). */
  reverseZones: string[];
  /** The Windows UNC form of the address (`…ipv6-literal.net`). */
  uncName: string;
  /** The IPv4 gateway of a 6to4 address (2002::/16, RFC 3056 §2), else `null`. */
  sixToFourGateway: string | null;
  /** Teredo fields of an address in 2001::/32 (RFC 4380 §4), else `null`. */
  teredo: { server: string; client: string; port: string; coneNat: boolean } | null;
}

interface ParsedPrefix {
  address: bigint;
  prefix: number;
  prefixAssumed: boolean;
}

function parseIpv6Prefix(input: string): ParsedPrefix {
  const text = input.trim();
  if (text === '') throw new ToolInputError('Enter an IPv6 address with a prefix length, e.g. 2001:db8::/32.');
  const block = parseIpBlock(text, 'prefix');
  if (block.version !== 6)
    throw new ToolInputError(`"${text}" is an IPv4 address; enter an IPv6 address (use the IPv4 subnet calculator for IPv4).`, {
      position: 0,
    });
  if (block.prefix === null || block.form === 'wildcard') {
    throw new ToolInputError(
      `"${text}" is a range; enter one prefix such as 2001:db8::/48 (IP range to CIDR splits a range into prefixes).`,
      { position: 0 },
    );
  }
  return { address: block.address, prefix: block.prefix, prefixAssumed: block.form === 'address' };
}

function reverseZones(network: bigint, prefix: number): string[] {
  const boundary = Math.ceil(prefix / 4) * 4;
  const count = 1 << (boundary - prefix);
  const step = boundary === 128 ? 1n : 1n << BigInt(128 - boundary);
  return Array.from({ length: count }, (_, i) => {
    const start = network + BigInt(i) * step;
    return boundary === 0 ? 'ip6.arpa.' : new Address6(`${expandIpv6Address(start)}/${boundary}`).reverseForm();
  });
}

/**
 * Computes everything about an IPv6 address and prefix: the address in every notation, the
 * network, first and last address, exact size (BigInt), number of /64s, type and scope,
 * reverse DNS names, and 6to4 / Teredo fields when they apply.
 *
 * @param input - `address/prefix` (`2001:db8:85a3::8a2e:370:7334/64`), `address/mask`
 *   (`2001:db8::/ffff:ffff::`) or an address alone (taken as /128).
 * @returns the details ({@link Ipv6SubnetInfo}).
 * @throws ToolInputError when the address or the prefix is not valid (the message names the
 *   part), or the input is IPv4 or a range.
 * @see RFC 4291 §2.2–2.3 (text forms, prefixes), RFC 5952 (canonical text), RFC 4007 §6
 *   (scopes), RFC 3596 §2.5 (ip6.arpa), RFC 3056 §2 (6to4), RFC 4380 §4 (Teredo).
 */
export function calculateIpv6Subnet(input: string): Ipv6SubnetInfo {
  const { address, prefix, prefixAssumed } = parseIpv6Prefix(input);
  const mask = prefixMask(6, prefix);
  const network = address & mask;
  const range = cidrToRange({ version: 6, start: network, prefix });
  const hex = address.toString(16).padStart(32, '0');
  const a6 = new Address6(expandIpv6Address(address));
  const teredo = a6.isTeredo() ? a6.inspectTeredo() : null;
  return {
    address: formatIpv6Address(address),
    addressExpanded: expandIpv6Address(address),
    addressInteger: address.toString(),
    addressHex: hex,
    addressBinary: address
      .toString(2)
      .padStart(128, '0')
      .replace(/(.{16})(?!$)/g, '$1:'),
    prefix,
    prefixAssumed,
    cidr: `${formatIpv6Address(network)}/${prefix}`,
    mask: formatIpv6Address(mask),
    maskExpanded: expandIpv6Address(mask),
    firstAddress: formatIpv6Address(range.start),
    lastAddress: formatIpv6Address(range.end),
    addressCount: rangeSize(range),
    subnet64Count: prefix <= 64 ? 1n << BigInt(64 - prefix) : null,
    type: a6.getType(),
    scope: a6.getScope(),
    ptrName: a6.reverseForm(),
    reverseZones: reverseZones(network, prefix),
    uncName: a6.microsoftTranscription(),
    sixToFourGateway: a6.is6to4() ? formatIpv4Address(Number((address >> 80n) & 0xffffffffn)) : null,
    teredo: teredo && { server: teredo.server4, client: teredo.client4, port: teredo.udpPort, coneNat: teredo.coneNat },
  };
}

/** Most subnets {@link splitIpv6Subnet} lists at once. */
export const IPV6_SUBNET_PAGE_MAX = 1000;

/** One subnet of a split. */
export interface Ipv6Subnet {
  /** 0-based position of the subnet in the prefix. */
  index: bigint;
  cidr: string;
  firstAddress: string;
  lastAddress: string;
}

/** The result of {@link splitIpv6Subnet}. */
export interface Ipv6SubnetSplit {
  /** The prefix that was split, with its network address. */
  cidr: string;
  subnetPrefix: number;
  /** How many subnets of that length the prefix holds: 2^(subnetPrefix − prefix), up to 2^128. */
  count: bigint;
  /** The page asked for, in address order. */
  subnets: Ipv6Subnet[];
}

/**
 * Splits the prefix typed into subnets of a longer prefix and lists one page of them; only that
 * page is computed, so a /0 split into /128s (2^128 subnets) is instant.
 *
 * @param input - a prefix as {@link calculateIpv6Subnet} reads it.
 * @param subnetPrefix - prefix length of the subnets, from the prefix's own to 128.
 * @param offset - 0-based index of the first subnet to list (default 0).
 * @param limit - how many to list, 0 to {@link IPV6_SUBNET_PAGE_MAX} (default 100).
 * @returns the prefix, the subnet count (BigInt) and the page.
 * @throws ToolInputError when the input is not valid, or `subnetPrefix`, `offset`, `limit` are out of range.
 * @see RFC 4291 §2.3, RFC 4632 §3.1 (a /n holds 2^(m − n) blocks of /m), RFC 6177 (/48 to /64 assignments).
 */
export function splitIpv6Subnet(input: string, subnetPrefix: number, offset: bigint = 0n, limit = 100): Ipv6SubnetSplit {
  const { address, prefix } = parseIpv6Prefix(input);
  if (!Number.isInteger(subnetPrefix) || subnetPrefix < prefix || subnetPrefix > 128) {
    throw new ToolInputError(
      `The subnet prefix length must be a whole number from /${prefix} (the prefix's own) to /128 (got ${subnetPrefix}).`,
    );
  }
  if (!Number.isInteger(limit) || limit < 0 || limit > IPV6_SUBNET_PAGE_MAX) {
    throw new ToolInputError(`At most ${IPV6_SUBNET_PAGE_MAX} subnets are listed at once (asked for ${limit}).`);
  }
  if (offset < 0n) throw new ToolInputError(`The first subnet to list must be 0 or more (got ${offset}).`);
  const network = address & prefixMask(6, prefix);
  const count = 1n << BigInt(subnetPrefix - prefix);
  const size = 1n << BigInt(128 - subnetPrefix);
  const subnets: Ipv6Subnet[] = [];
  for (let index = offset; index < count && index < offset + BigInt(limit); index++) {
    const start = network + index * size;
    subnets.push({
      index,
      cidr: `${formatIpv6Address(start)}/${subnetPrefix}`,
      firstAddress: formatIpv6Address(start),
      lastAddress: formatIpv6Address(start + size - 1n),
    });
  }
  return { cidr: `${formatIpv6Address(network)}/${prefix}`, subnetPrefix, count, subnets };
}
