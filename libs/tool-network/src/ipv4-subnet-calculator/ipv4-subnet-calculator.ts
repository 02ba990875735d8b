import { ToolInputError } from '@handy-tools/ui/kit';
import { Address4 } from 'ip-address';
import { formatIpv4Address, IPV4_SPACE_SIZE, maskIntegerToPrefix, parseIpv4Address, prefixToMaskInteger } from '../shared/ipv4.js';

/** How the subnet was written: `a.b.c.d/nn`, `a.b.c.d m.m.m.m` (or `a.b.c.d/m.m.m.m`), or a bare address. */
export type Ipv4SubnetInputForm = 'cidr' | 'mask' | 'address';

/** A parsed subnet input. */
export interface Ipv4SubnetInput {
  /** The address as written, normalised (e.g. `192.168.0.1`). */
  address: string;
  /** Prefix length, 0 to 32. */
  prefix: number;
  /** How the input was written; a bare address means /32. */
  form: Ipv4SubnetInputForm;
}

/** Kinds of special-purpose IPv4 blocks. */
export type Ipv4SpecialKind =
  | 'this-network'
  | 'private'
  | 'cgnat'
  | 'loopback'
  | 'link-local'
  | 'ietf-protocol'
  | 'documentation'
  | '6to4-relay'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'limited-broadcast';

/** A special-purpose IPv4 block. */
export interface Ipv4SpecialRange {
  /** The block in CIDR notation, e.g. `10.0.0.0/8`. */
  block: string;
  kind: Ipv4SpecialKind;
  /** English name, as in the IANA registry. */
  name: string;
  /** The defining RFC, e.g. `RFC 1918`. */
  rfc: string;
}

/**
 * Special-purpose IPv4 blocks: the IANA IPv4 Special-Purpose Address Registry (RFC 6890 and
 * the RFCs it lists), plus multicast (RFC 5771) and the former class E (RFC 1112 §4).
 */
export const IPV4_SPECIAL_RANGES: readonly Ipv4SpecialRange[] = [
  { block: '0.0.0.0/8', kind: 'this-network', name: '"This network"', rfc: 'RFC 791 §3.2' },
  { block: '10.0.0.0/8', kind: 'private', name: 'Private-use', rfc: 'RFC 1918' },
  { block: '100.64.0.0/10', kind: 'cgnat', name: 'Shared address space (carrier-grade NAT)', rfc: 'RFC 6598' },
  { block: '127.0.0.0/8', kind: 'loopback', name: 'Loopback', rfc: 'RFC 1122 §3.2.1.3' },
  { block: '169.254.0.0/16', kind: 'link-local', name: 'Link-local', rfc: 'RFC 3927' },
  { block: '172.16.0.0/12', kind: 'private', name: 'Private-use', rfc: 'RFC 1918' },
  { block: '192.0.0.0/24', kind: 'ietf-protocol', name: 'IETF protocol assignments', rfc: 'RFC 6890 §2.1' },
  { block: '192.0.2.0/24', kind: 'documentation', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737' },
  { block: '192.88.99.0/24', kind: '6to4-relay', name: '6to4 relay anycast (deprecated)', rfc: 'RFC 7526' },
  { block: '192.168.0.0/16', kind: 'private', name: 'Private-use', rfc: 'RFC 1918' },
  { block: '198.18.0.0/15', kind: 'benchmarking', name: 'Benchmarking', rfc: 'RFC 2544' },
  { block: '198.51.100.0/24', kind: 'documentation', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737' },
  { block: '203.0.113.0/24', kind: 'documentation', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737' },
  { block: '224.0.0.0/4', kind: 'multicast', name: 'Multicast', rfc: 'RFC 5771' },
  { block: '240.0.0.0/4', kind: 'reserved', name: 'Reserved (former class E)', rfc: 'RFC 1112 §4' },
  { block: '255.255.255.255/32', kind: 'limited-broadcast', name: 'Limited broadcast', rfc: 'RFC 919 §7' },
];

/** Classful address class (historic, before CIDR). */
export type Ipv4AddressClass = 'A' | 'B' | 'C' | 'D' | 'E';

/** Everything the calculator tells about a subnet. Addresses are dotted-decimal strings. */
export interface Ipv4SubnetInfo {
  /** The address as entered (normalised). */
  address: string;
  /** Prefix length, 0 to 32. */
  prefix: number;
  /** How the input was written; `address` means /32 was assumed. */
  form: Ipv4SubnetInputForm;
  /** The first address of the block (the network address). */
  networkAddress: string;
  /** The block in CIDR notation, network address first: `192.168.0.0/24`. */
  cidr: string;
  /** Dotted-decimal netmask, e.g. `255.255.255.0`. */
  netmask: string;
  /** The netmask in binary, octets separated by dots. */
  netmaskBinary: string;
  /** Wildcard (inverse) mask, e.g. `0.0.0.255`. */
  wildcardMask: string;
  /** The last address of the block. */
  lastAddress: string;
  /** The directed broadcast address, or `null` for /31 (RFC 3021: no broadcast) and /32. */
  broadcastAddress: string | null;
  /** First usable host: network + 1, or the network address itself for /31 and /32. */
  firstHost: string;
  /** Last usable host: broadcast − 1, or the last address for /31 and /32. */
  lastHost: string;
  /** Number of addresses in the block, 2^(32 − prefix). */
  addressCount: number;
  /** Usable hosts: addresses − 2, but 2 for /31 (RFC 3021) and 1 for /32. */
  usableHostCount: number;
  /** Classful class of the entered address (RFC 791 §3.2 A/B/C, RFC 1112 §4 D/E). */
  addressClass: Ipv4AddressClass;
  /** Special-purpose blocks the whole subnet lies in (empty for ordinary public space). */
  specialRanges: Ipv4SpecialRange[];
  /** Special-purpose blocks lying inside the subnet when it is wider than them (e.g. 0.0.0.0/0). */
  containedSpecialRanges: Ipv4SpecialRange[];
  /** The whole subnet is RFC 1918 private-use space. */
  isPrivate: boolean;
  /** The whole subnet is loopback space (127.0.0.0/8). */
  isLoopback: boolean;
  /** The whole subnet is link-local space (169.254.0.0/16). */
  isLinkLocal: boolean;
  /** The whole subnet is multicast space (224.0.0.0/4). */
  isMulticast: boolean;
  /** The whole subnet is carrier-grade NAT shared space (100.64.0.0/10, RFC 6598). */
  isCgnat: boolean;
}

function specialRangeAddress(range: Ipv4SpecialRange): Address4 {
  return new Address4(range.block);
}

const SPECIAL_ADDRESSES = IPV4_SPECIAL_RANGES.map((range) => ({ range, address: specialRangeAddress(range) }));

/**
 * Parses what a user types into the calculator.
 *
 * Accepted forms (spaces around `/` are ignored):
 * - CIDR: `192.168.0.1/24`;
 * - address and netmask: `10.0.0.1 255.255.255.0` or `10.0.0.1/255.255.255.0`;
 * - a bare address: `10.0.0.1`, taken as a single-address /32 block.
 *
 * @param input - the text typed by the user.
 * @returns the normalised address, prefix length and input form.
 * @throws ToolInputError when the input is empty, an octet is not 0–255 (or has a leading
 *   zero), the prefix is not 0–32, or the netmask is not contiguous; the message says which
 *   part is wrong and `position` points at it.
 * @see RFC 4632 §3.1 (prefix notation), RFC 950 (subnet masks).
 */
export function parseIpv4SubnetInput(input: string): Ipv4SubnetInput {
  const start = input.length - input.trimStart().length;
  const text = input.trim();
  if (text === '') throw new ToolInputError('Enter an IPv4 address, e.g. 192.168.0.1/24 or 10.0.0.1 255.255.255.0.');
  const match = /^([^\s/]*)(?:(\s*\/\s*|\s+)(\S*))?$/.exec(text);
  if (!match) {
    throw new ToolInputError('Write the address, then "/" and a prefix length or a space and a netmask (e.g. 192.168.0.1/24).', {
      position: start,
    });
  }
  const [, addressText = '', separator, suffix] = match;
  const address = parseIpv4Address(addressText, 'address', start);
  const normalised = formatIpv4Address(address);
  if (separator === undefined) return { address: normalised, prefix: 32, form: 'address' };
  const suffixStart = start + addressText.length + separator.length;
  if (suffix === undefined || suffix === '') {
    throw new ToolInputError(
      separator.includes('/') ? 'A prefix length from 0 to 32 is missing after "/".' : 'A netmask is missing after the address.',
      { position: suffixStart },
    );
  }
  if (separator.includes('/') && /^\d+$/.test(suffix)) {
    const prefix = Number(suffix);
    if (prefix > 32 || suffix.length > 2) {
      throw new ToolInputError(`The prefix length /${suffix} is out of range: it must be from 0 to 32.`, { position: suffixStart });
    }
    if (suffix.length > 1 && suffix.startsWith('0')) {
      throw new ToolInputError(`The prefix length /${suffix} has a leading zero; write /${prefix}.`, { position: suffixStart });
    }
    return { address: normalised, prefix, form: 'cidr' };
  }
  if (!suffix.includes('.')) {
    throw new ToolInputError(
      separator.includes('/')
        ? `The prefix length "/${suffix}" is not a number from 0 to 32.`
        : `"${suffix}" is not a netmask: write a dotted netmask such as 255.255.255.0, or use "/" and a prefix length.`,
      { position: suffixStart },
    );
  }
  const mask = parseIpv4Address(suffix, 'netmask', suffixStart);
  const prefix = maskIntegerToPrefix(mask);
  if (prefix === null) {
    const wildcardPrefix = maskIntegerToPrefix(~mask >>> 0);
    const hint =
      wildcardPrefix !== null
        ? ` It looks like a wildcard mask; the matching netmask is ${formatIpv4Address(prefixToMaskInteger(wildcardPrefix))} (/${wildcardPrefix}).`
        : ' Its one bits must all come first, e.g. 255.255.255.0.';
    throw new ToolInputError(`The netmask ${formatIpv4Address(mask)} is not contiguous.${hint}`, { position: suffixStart });
  }
  return { address: normalised, prefix, form: 'mask' };
}

/**
 * Converts a prefix length to a dotted-decimal netmask.
 *
 * @param prefix - prefix length from 0 to 32.
 * @returns the netmask, e.g. `255.255.255.0` for 24.
 * @throws ToolInputError when `prefix` is not an integer from 0 to 32.
 * @see RFC 4632 §3.1, RFC 1878 (table of masks).
 */
export function prefixToNetmask(prefix: number): string {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) {
    throw new ToolInputError(`The prefix length ${prefix} is out of range: it must be an integer from 0 to 32.`);
  }
  return formatIpv4Address(prefixToMaskInteger(prefix));
}

/**
 * Converts a dotted-decimal netmask to a prefix length.
 *
 * @param netmask - a contiguous netmask, e.g. `255.255.240.0`.
 * @returns the prefix length (0 to 32), e.g. 20.
 * @throws ToolInputError when the netmask is not a dotted-decimal address or is not
 *   contiguous (e.g. `255.0.255.0`).
 * @see RFC 4632 §3.1, RFC 1878.
 */
export function netmaskToPrefix(netmask: string): number {
  const mask = parseIpv4Address(netmask.trim(), 'netmask');
  const prefix = maskIntegerToPrefix(mask);
  if (prefix === null)
    throw new ToolInputError(`The netmask ${formatIpv4Address(mask)} is not contiguous: its one bits must all come first.`);
  return prefix;
}

/**
 * The classful address class of an address, from its leading bits.
 *
 * @param address - a dotted-decimal IPv4 address.
 * @returns `A` (0–127), `B` (128–191), `C` (192–223), `D` (224–239, multicast) or `E` (240–255, reserved).
 * @throws ToolInputError when the address is not valid.
 * @see RFC 791 §3.2 (classes A, B, C), RFC 1112 §4 (class D multicast, class E reserved).
 */
export function ipv4AddressClass(address: string): Ipv4AddressClass {
  const firstOctet = parseIpv4Address(address.trim()) >>> 24;
  if (firstOctet < 128) return 'A';
  if (firstOctet < 192) return 'B';
  if (firstOctet < 224) return 'C';
  if (firstOctet < 240) return 'D';
  return 'E';
}

function toBinary(value: number): string {
  return value
    .toString(2)
    .padStart(32, '0')
    .replace(/(.{8})(?!$)/g, '$1.');
}

function wrap<T>(fn: () => T, input: string): T {
  try {
    return fn();
  } catch (cause) {
    if (cause instanceof ToolInputError) throw cause;
    throw new ToolInputError(`"${input}" is not a valid IPv4 subnet.`, { cause });
  }
}

/**
 * Computes everything about the IPv4 subnet the user typed.
 *
 * @param input - `192.168.0.1/24`, `10.0.0.1 255.255.255.0`, or a bare address (taken as /32);
 *   see {@link parseIpv4SubnetInput}.
 * @returns the network, masks, broadcast, host range, counts, classful class and
 *   special-purpose blocks ({@link Ipv4SubnetInfo}).
 * @throws ToolInputError when the input is not a valid address, prefix or netmask.
 * @see RFC 4632 (CIDR), RFC 1878 (subnet table), RFC 3021 (/31 point-to-point links),
 *   RFC 919 / RFC 922 (broadcast), RFC 6890 (special-purpose registry).
 */
export function calculateIpv4Subnet(input: string): Ipv4SubnetInfo {
  const parsed = parseIpv4SubnetInput(input);
  return wrap(() => {
    const { prefix } = parsed;
    const address = new Address4(`${parsed.address}/${prefix}`);
    const network = Number(address.startAddress().bigInt());
    const last = Number(address.endAddress().bigInt());
    const addressCount = 2 ** (32 - prefix);
    const networkAddress = formatIpv4Address(network);
    const cidr = `${networkAddress}/${prefix}`;
    const block = new Address4(cidr);
    const specialRanges = SPECIAL_ADDRESSES.filter((s) => block.isInSubnet(s.address)).map((s) => s.range);
    const containedSpecialRanges = SPECIAL_ADDRESSES.filter((s) => s.address.subnetMask > prefix && s.address.isInSubnet(block)).map(
      (s) => s.range,
    );
    const has = (kind: Ipv4SpecialKind) => specialRanges.some((r) => r.kind === kind);
    let firstHost: number;
    let lastHost: number;
    let usableHostCount: number;
    if (prefix >= 31) {
      // RFC 3021 §2: on a /31 both addresses are hosts; a /32 is a single host.
      firstHost = network;
      lastHost = last;
      usableHostCount = addressCount;
    } else {
      firstHost = network + 1;
      lastHost = last - 1;
      usableHostCount = addressCount - 2;
    }
    return {
      address: parsed.address,
      prefix,
      form: parsed.form,
      networkAddress,
      cidr,
      netmask: address.subnetMaskAddress().correctForm(),
      netmaskBinary: toBinary(prefixToMaskInteger(prefix)),
      wildcardMask: address.wildcardMask().correctForm(),
      lastAddress: formatIpv4Address(last),
      broadcastAddress: prefix >= 31 ? null : formatIpv4Address(last),
      firstHost: formatIpv4Address(firstHost),
      lastHost: formatIpv4Address(lastHost),
      addressCount,
      usableHostCount,
      addressClass: ipv4AddressClass(parsed.address),
      specialRanges,
      containedSpecialRanges,
      isPrivate: has('private'),
      isLoopback: has('loopback'),
      isLinkLocal: has('link-local'),
      isMulticast: has('multicast'),
      isCgnat: has('cgnat'),
    };
  }, input);
}

/**
 * The input for the subnet of the same size just before or after the one typed, written in
 * the same form (CIDR, address and netmask, or bare address), with the network address.
 *
 * @param input - a subnet as accepted by {@link parseIpv4SubnetInput}.
 * @param direction - `previous` or `next`.
 * @returns the adjacent subnet's input (e.g. `192.168.1.0/24` after `192.168.0.7/24`), or
 *   `null` when there is none (the block starts at 0.0.0.0 or ends at 255.255.255.255).
 * @throws ToolInputError when the input is not valid.
 * @see RFC 4632 §3.1 (aligned power-of-two blocks).
 */
export function adjacentIpv4Subnet(input: string, direction: 'previous' | 'next'): string | null {
  const parsed = parseIpv4SubnetInput(input);
  return wrap(() => {
    const current = new Address4(`${parsed.address}/${parsed.prefix}`);
    const size = 2 ** (32 - parsed.prefix);
    const network = Number(current.startAddress().bigInt());
    const target = direction === 'previous' ? network - size : network + size;
    if (target < 0 || target + size > IPV4_SPACE_SIZE) return null;
    const address = formatIpv4Address(target);
    switch (parsed.form) {
      case 'cidr':
        return `${address}/${parsed.prefix}`;
      case 'mask':
        return `${address} ${current.subnetMaskAddress().correctForm()}`;
      case 'address':
        return address;
    }
  }, input);
}
