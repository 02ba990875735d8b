import { ToolInputError } from '@handy-tools/ui/kit';
import { Address6 } from 'ip-address';
import { expandIpv6Address, formatIpv6Address, maxIpValue, parseIpv6Address } from '../shared/ip.js';
import { formatIpv4Address, parseIpv4Address } from '../shared/ipv4.js';
import { IPV6_SPECIAL_BLOCKS, type Ipv6SpecialBlock } from '../shared/special-blocks.js';

/**
 * How the address was written: IPv6 text (`2001:db8::1`, RFC 4291 §2.2), a dotted IPv4 address
 * (read as its IPv4-mapped address), an integer in decimal, hexadecimal (`0x…` or 32 hex digits)
 * or binary (`0b…`), or an ip6.arpa reverse DNS name.
 */
export type Ipv6InputForm = 'ipv6' | 'ipv4' | 'decimal' | 'hex' | 'binary' | 'arpa';

export { IPV6_SPECIAL_BLOCKS, type Ipv6SpecialBlock } from '../shared/special-blocks.js';

const parsedBlocks = IPV6_SPECIAL_BLOCKS.map((block) => {
  const [address, length] = block.block.split('/') as [string, string];
  const prefix = Number(length);
  return { block, prefix, network: new Address6(address).bigInt() };
});

/** The part of a multicast address that says where it reaches and how it was assigned (RFC 4291 §2.7). */
export interface Ipv6MulticastInfo {
  /** The 4-bit scope value, 0 to 15. */
  scope: number;
  /** The scope's name (RFC 4291 §2.7, RFC 7346 §2), e.g. `Link-local`. */
  scopeName: string;
  /** T flag: 1 for a transient (not IANA-assigned) address. */
  transient: boolean;
  /** P flag: 1 for a unicast-prefix-based address (RFC 3306). */
  prefixBased: boolean;
  /** R flag: 1 for an address with an embedded rendezvous point (RFC 3956). */
  embeddedRp: boolean;
  /** The name of a well-known group (all nodes, all routers, solicited-node…), when it is one. */
  group: string | null;
}

/** An IPv4 address carried inside the IPv6 address. */
export interface Ipv6EmbeddedIpv4 {
  /** How it is carried: IPv4-mapped, IPv4-compatible, 6to4, NAT64 or Teredo. */
  kind: 'ipv4-mapped' | 'ipv4-compatible' | '6to4' | 'nat64' | 'teredo';
  /** The IPv4 address (for Teredo, the client's public address). */
  ipv4: string;
  /** For Teredo (RFC 4380 §4): the Teredo server's IPv4 address and the client's public UDP port. */
  teredo?: { server: string; port: number; flags: number };
}

/** Everything about one IPv6 address (see {@link convertIpv6Address}). */
export interface Ipv6AddressInfo {
  /** How the input was written. */
  form: Ipv6InputForm;
  /** The address as a 128-bit unsigned integer. */
  value: bigint;
  /** The prefix length typed after a `/`, or `null`. */
  prefixLength: number | null;
  /** The zone id typed after a `%` (RFC 4007 §11), or `null`. */
  zone: string | null;
  /** RFC 5952 text, e.g. `2001:db8::1` (IPv4-mapped addresses in mixed notation). */
  compressed: string;
  /** All eight groups of four hex digits, e.g. `2001:0db8:0000:0000:0000:0000:0000:0001`. */
  expanded: string;
  /** The last 32 bits as a dotted IPv4 address (RFC 4291 §2.2 form 3), e.g. `2001:db8::0.0.0.1`. */
  mixed: string;
  /** The integer in decimal. */
  decimal: string;
  /** The integer in hexadecimal, 32 lowercase digits. */
  hex: string;
  /** The integer in binary, 128 digits. */
  binary: string;
  /** The reverse DNS name, e.g. `1.0.0.0.…8.b.d.0.1.0.0.2.ip6.arpa.` (RFC 3596 §2.5). */
  arpa: string;
  /** The Windows UNC host name: colons as `-`, the zone id after `s`, e.g. `fe80--1s4.ipv6-literal.net` for `fe80::1%4`. */
  unc: string;
  /** The block with its prefix length (the address's own network), e.g. `2001:db8::/32`; `/128` without a prefix. */
  cidr: string;
  /** For a prefix shorter than 128: its first and last addresses (RFC 5952 text). */
  range: { first: string; last: string } | null;
  /** The interface identifier (the low 64 bits) in hex groups, e.g. `0:0:0:1`. */
  interfaceId: string;
  /** The MAC address a modified EUI-64 interface identifier was made from (RFC 4291 Appendix A), or `null`. */
  eui64Mac: string | null;
  /** The blocks that contain the address, the most specific first; empty for none (reserved by the IETF). */
  blocks: readonly Ipv6SpecialBlock[];
  /** For a multicast address (ff00::/8): its scope, flags and well-known group. */
  multicast: Ipv6MulticastInfo | null;
  /** An IPv4 address carried inside (IPv4-mapped, -compatible, 6to4, NAT64, Teredo), or `null`. */
  embeddedIpv4: Ipv6EmbeddedIpv4 | null;
}

function fail(message: string, position = 0): never {
  throw new ToolInputError(message, { position });
}

function readDigits(digits: string, base: 2 | 16 | 10, name: string, position: number): bigint {
  const pattern = { 2: /[^01]/, 10: /[^0-9]/, 16: /[^0-9a-fA-F]/ }[base];
  if (digits === '') fail(`The ${name} number has no digits.`, position);
  const bad = pattern.exec(digits);
  if (bad) fail(`"${bad[0]}" at position ${position + bad.index + 1} is not a ${name} digit.`, position + bad.index);
  const value = BigInt({ 2: '0b', 10: '', 16: '0x' }[base] + digits);
  if (value > maxIpValue(6)) fail(`The ${name} number is over 2^128 − 1, the largest IPv6 address.`, position);
  return value;
}

function readArpa(text: string, offset: number): bigint {
  const labels = text.replace(/\.$/, '').toLowerCase().split('.');
  const nibbles = labels.slice(0, -2);
  if (nibbles.length !== 32) {
    fail(`An ip6.arpa name of an address has 32 hex digits separated by dots before ".ip6.arpa", but this one has ${nibbles.length}.`, offset);
  }
  let position = offset;
  for (const nibble of nibbles) {
    if (!/^[0-9a-f]$/.test(nibble)) fail(`"${nibble}" at position ${position + 1} of the ip6.arpa name is not one hex digit.`, position);
    position += nibble.length + 1;
  }
  return BigInt(`0x${nibbles.reverse().join('')}`);
}

/**
 * Reads an IPv6 address in any of the forms of {@link Ipv6InputForm}, with an optional
 * `/prefix` length and `%zone` id. Surrounding spaces are ignored. Exactly 32 hex digits read
 * as hexadecimal even when they start with `0b` (the full-width form the converter writes).
 *
 * @param input - e.g. `2001:db8::1`, `fe80::1%eth0`, `2001:db8::/32`, `192.0.2.1`,
 *   `42540766411282592856903984951653826561`, `0x20010db8000000000000000000000001`,
 *   `1.0.0.0.….8.b.d.0.1.0.0.2.ip6.arpa`.
 * @returns the value, the form, the prefix length (or `null`) and the zone id (or `null`).
 * @throws ToolInputError naming the part that is wrong (see `parseIpv6Address` for the text form;
 *   a prefix length that is not 0 to 128; a digit not of the base; an integer over 2^128 − 1;
 *   an ip6.arpa name without 32 one-digit labels).
 * @see RFC 4291 §2.2 and §2.3 (text forms, prefixes), RFC 4007 §11 (zone ids), RFC 3596 §2.5 (ip6.arpa).
 */
export function parseIpv6AnyForm(input: string): { value: bigint; form: Ipv6InputForm; prefixLength: number | null; zone: string | null } {
  let text = input.trim();
  const offset = input.length - input.trimStart().length;
  if (text === '') fail('Enter an IPv6 address (e.g. 2001:db8::1), an integer or an ip6.arpa name.');
  let prefixLength: number | null = null;
  let zone: string | null = null;
  const slash = text.indexOf('/');
  if (slash >= 0) {
    const length = text.slice(slash + 1);
    if (!/^\d{1,3}$/.test(length) || Number(length) > 128) {
      fail(`The prefix length "/${length}" must be a whole number from 0 to 128.`, offset + slash + 1);
    }
    prefixLength = Number(length);
    text = text.slice(0, slash);
  }
  const percent = text.indexOf('%');
  if (percent >= 0) {
    zone = text.slice(percent + 1);
    if (zone === '') fail('The zone id after "%" is empty (e.g. fe80::1%eth0).', offset + percent + 1);
    if (/\s/.test(zone)) fail(`The zone id "${zone}" contains a space.`, offset + percent + 1);
    text = text.slice(0, percent);
  }
  const lower = text.toLowerCase();
  let value: bigint;
  let form: Ipv6InputForm;
  if (lower.endsWith('.ip6.arpa') || lower.endsWith('.ip6.arpa.')) {
    [value, form] = [readArpa(text, offset), 'arpa'];
  } else if (text.includes(':')) {
    [value, form] = [parseIpv6Address(text, 'address', offset), 'ipv6'];
  } else if (text.includes('.')) {
    [value, form] = [0xffff00000000n | BigInt(parseIpv4Address(text, 'IPv4 address', offset)), 'ipv4'];
  } else if (/^[0-9a-fA-F]{32}$/.test(text)) {
    // All 32 hex digits (the full-width form this tool writes), even when they start with "0b".
    [value, form] = [readDigits(text, 16, 'hexadecimal', offset), 'hex'];
  } else if (lower.startsWith('0x')) {
    [value, form] = [readDigits(text.slice(2), 16, 'hexadecimal', offset + 2), 'hex'];
  } else if (lower.startsWith('0b')) {
    [value, form] = [readDigits(text.slice(2), 2, 'binary', offset + 2), 'binary'];
  } else if (/^[01]{128}$/.test(text)) {
    [value, form] = [readDigits(text, 2, 'binary', offset), 'binary'];
  } else if (/^[0-9]+$/.test(text)) {
    [value, form] = [readDigits(text, 10, 'decimal', offset), 'decimal'];
  } else {
    const bad = /[^0-9a-fA-F]/.exec(text);
    fail(
      bad
        ? `"${bad[0]}" at position ${offset + bad.index + 1} is not part of an IPv6 address: write it with colons (2001:db8::1), as an integer (decimal, 0x…, 0b…) or as an ip6.arpa name.`
        : `"${text}" has no colon: write an IPv6 address with colons (2001:db8::1), or a hexadecimal integer with 0x or all 32 digits.`,
      offset + (bad?.index ?? 0),
    );
  }
  if (zone !== null && form !== 'ipv6') fail('A zone id (%…) can only follow an address written with colons.', offset);
  return { value, form, prefixLength, zone };
}

/**
 * The special-purpose and typed blocks that contain an address, the most specific first.
 *
 * @param value - the address as a 128-bit unsigned integer.
 * @returns the blocks of {@link IPV6_SPECIAL_BLOCKS} that contain it (longest prefix first);
 *   empty when none does (the address is in space reserved by the IETF). The unspecified and
 *   loopback addresses are not listed as IPv4-compatible.
 * @see IANA IPv6 Special-Purpose Address Registry; IANA IPv6 Address Space registry; RFC 4291.
 */
export function ipv6SpecialBlocks(value: bigint): Ipv6SpecialBlock[] {
  return parsedBlocks
    .filter(({ prefix, network, block }) => {
      if (block.block === '::/96' && value <= 1n) return false;
      const shift = BigInt(128 - prefix);
      return value >> shift === network >> shift;
    })
    .sort((a, b) => b.prefix - a.prefix)
    .map(({ block }) => block);
}

const SCOPES: Record<number, string> = {
  0x1: 'Interface-local',
  0x2: 'Link-local',
  0x3: 'Realm-local',
  0x4: 'Admin-local',
  0x5: 'Site-local',
  0x8: 'Organization-local',
  0xe: 'Global',
  0x0: 'Reserved',
  0xf: 'Reserved',
};

/** Well-known multicast groups of RFC 4291 §2.7.1, by their low 112 bits (group id). */
function multicastGroup(value: bigint, scope: number): string | null {
  const group = value & ((1n << 112n) - 1n);
  if (group === 1n && (scope === 1 || scope === 2)) return 'All nodes (RFC 4291 §2.7.1)';
  if (group === 2n && (scope === 1 || scope === 2 || scope === 5)) return 'All routers (RFC 4291 §2.7.1)';
  if (scope === 2 && value >> 24n === 0xff0200000000000000000001ffn) {
    return `Solicited-node of addresses ending in ${formatIpv6Address(value & 0xffffffn).replace(/^::/, '')} (RFC 4291 §2.7.1)`;
  }
  return null;
}

/**
 * The scope, flags and well-known group of a multicast address.
 *
 * @param value - the address as a 128-bit unsigned integer.
 * @returns the multicast details, or `null` when the address is not multicast (not in ff00::/8).
 * @see RFC 4291 §2.7 (format, flags, scopes) and §2.7.1 (pre-defined addresses), RFC 7346 §2
 *   (realm-local scope), RFC 3306 (P flag), RFC 3956 (R flag).
 */
export function ipv6MulticastInfo(value: bigint): Ipv6MulticastInfo | null {
  if (value >> 120n !== 0xffn) return null;
  const flags = Number((value >> 116n) & 0xfn);
  const scope = Number((value >> 112n) & 0xfn);
  return {
    scope,
    scopeName: SCOPES[scope] ?? 'Unassigned',
    transient: (flags & 1) !== 0,
    prefixBased: (flags & 2) !== 0,
    embeddedRp: (flags & 4) !== 0,
    group: multicastGroup(value, scope),
  };
}

const ipv4At = (value: bigint, shift: bigint) => formatIpv4Address(Number((value >> shift) & 0xffffffffn));

/**
 * The IPv4 address carried inside an IPv6 address, when its block defines one.
 *
 * @param value - the address as a 128-bit unsigned integer.
 * @returns the IPv4 address and how it is carried, or `null`:
 *   `ipv4-mapped` (::ffff:0:0/96, RFC 4291 §2.5.5.2), `ipv4-compatible` (::/96 except :: and ::1,
 *   RFC 4291 §2.5.5.1, deprecated), `6to4` (2002::/16, bits 16–47, RFC 3056 §2), `nat64`
 *   (64:ff9b::/96, the last 32 bits, RFC 6052 §2.1) and `teredo` (2001::/32, RFC 4380 §4: the
 *   server in bits 32–63, the client's address and port in the last 48 bits, inverted).
 */
export function ipv6EmbeddedIpv4(value: bigint): Ipv6EmbeddedIpv4 | null {
  if (value >> 32n === 0xffffn) return { kind: 'ipv4-mapped', ipv4: ipv4At(value, 0n) };
  if (value >> 32n === 0n && value > 1n) return { kind: 'ipv4-compatible', ipv4: ipv4At(value, 0n) };
  if (value >> 112n === 0x2002n) return { kind: '6to4', ipv4: ipv4At(value, 80n) };
  if (value >> 32n === 0x64ff9b0000000000000000n) return { kind: 'nat64', ipv4: ipv4At(value, 0n) };
  if (value >> 96n === 0x20010000n) {
    return {
      kind: 'teredo',
      ipv4: ipv4At(value ^ 0xffffffffn, 0n),
      teredo: { server: ipv4At(value, 64n), port: Number(((value >> 32n) & 0xffffn) ^ 0xffffn), flags: Number((value >> 48n) & 0xffffn) },
    };
  }
  return null;
}

/**
 * The MAC address behind a modified EUI-64 interface identifier: the low 64 bits with `ff:fe`
 * in the middle, the universal/local bit inverted back.
 *
 * @param value - the address as a 128-bit unsigned integer.
 * @returns the MAC address, colon-separated lowercase (e.g. `00:00:5e:00:53:01`), or `null` when
 *   bits 24–39 of the interface identifier are not `fffe`.
 * @see RFC 4291 Appendix A (modified EUI-64 from an IEEE 802 48-bit MAC), RFC 7136 (interface
 *   identifiers are otherwise opaque: a `fffe` may be a coincidence).
 */
export function ipv6Eui64Mac(value: bigint): string | null {
  const iid = value & 0xffffffffffffffffn;
  if (((iid >> 24n) & 0xffffn) !== 0xfffen) return null;
  const mac = (((iid >> 40n) ^ 0x020000n) << 24n) | (iid & 0xffffffn);
  return mac
    .toString(16)
    .padStart(12, '0')
    .replace(/(..)(?!$)/g, '$1:');
}

/**
 * Writes an IPv6 address with its last 32 bits as a dotted IPv4 address: the first six groups
 * in RFC 5952 style (lowercase, no leading zeros, the longest run of two or more zero groups,
 * the first if tied, as `::`), then the dotted quad.
 *
 * @param value - the address as a 128-bit unsigned integer.
 * @returns e.g. `::ffff:192.0.2.1`, `64:ff9b::192.0.2.33`, `2001:db8:0:0:1:2:0.0.0.1` → `2001:db8::1:2:0.0.0.1`.
 * @see RFC 4291 §2.2 form 3 (x:x:x:x:x:x:d.d.d.d), RFC 5952 §4 and §5.
 */
export function ipv6MixedNotation(value: bigint): string {
  const groups = [7n, 6n, 5n, 4n, 3n, 2n].map((i) => Number((value >> (16n * i)) & 0xffffn));
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = (list: number[]) => list.map((g) => g.toString(16)).join(':');
  const ipv4 = ipv4At(value, 0n);
  if (best.length < 2) return `${hex(groups)}:${ipv4}`;
  const after = groups.slice(best.start + best.length);
  return `${hex(groups.slice(0, best.start))}::${after.length > 0 ? `${hex(after)}:` : ''}${ipv4}`;
}

/**
 * Converts an IPv6 address to every form and tells its type: compressed and expanded text,
 * mixed notation, integer in decimal, hex and binary, ip6.arpa and UNC names, its block, the
 * special-purpose blocks it is in, multicast scope and flags, an embedded IPv4 address and the
 * MAC of a modified EUI-64 interface identifier.
 *
 * @param input - the address in any form {@link parseIpv6AnyForm} reads.
 * @returns the forms and facts ({@link Ipv6AddressInfo}).
 * @throws ToolInputError as {@link parseIpv6AnyForm}.
 * @see RFC 4291 (addressing architecture), RFC 5952 (text), RFC 3596 §2.5 (ip6.arpa), the IANA
 *   IPv6 Special-Purpose Address Registry, RFC 4380 §4 (Teredo), RFC 3056 (6to4), RFC 6052 (NAT64).
 */
export function convertIpv6Address(input: string): Ipv6AddressInfo {
  const { value, form, prefixLength, zone } = parseIpv6AnyForm(input);
  const address = Address6.fromBigInt(value);
  const expanded = expandIpv6Address(value);
  const prefix = prefixLength ?? 128;
  const hostBits = BigInt(128 - prefix);
  const network = (value >> hostBits) << hostBits;
  const last = network | ((1n << hostBits) - 1n);
  return {
    form,
    value,
    prefixLength,
    zone,
    compressed: formatIpv6Address(value),
    expanded,
    mixed: ipv6MixedNotation(value),
    decimal: value.toString(),
    hex: value.toString(16).padStart(32, '0'),
    binary: value.toString(2).padStart(128, '0'),
    arpa: address.reverseForm(),
    unc: zone === null ? address.microsoftTranscription() : address.microsoftTranscription().replace(/\.ipv6-literal\.net$/, `s${zone}.ipv6-literal.net`),
    cidr: `${formatIpv6Address(network)}/${prefix}`,
    range: prefix < 128 ? { first: formatIpv6Address(network), last: formatIpv6Address(last) } : null,
    interfaceId: [3n, 2n, 1n, 0n].map((i) => ((value >> (16n * i)) & 0xffffn).toString(16)).join(':'),
    eui64Mac: ipv6Eui64Mac(value),
    blocks: ipv6SpecialBlocks(value),
    multicast: ipv6MulticastInfo(value),
    embeddedIpv4: ipv6EmbeddedIpv4(value),
  };
}
