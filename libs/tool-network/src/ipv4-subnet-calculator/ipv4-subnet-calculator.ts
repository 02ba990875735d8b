import { ToolInputError } from '@handy-tools/ui/kit';
import { Address4, Address6 } from 'ip-address';
import { IPV4_SPECIAL_RANGES, type Ipv4SpecialKind, type Ipv4SpecialRange } from '../shared/special-blocks.js';
import { formatIpv4Address, IPV4_SPACE_SIZE, maskIntegerToPrefix, parseIpv4Address, prefixToMaskInteger } from '../shared/ipv4.js';

/**
 * How the subnet was written: `a.b.c.d/nn` (`cidr`), `a.b.c.d m.m.m.m` or `a.b.c.d/m.m.m.m`
 * (`mask`), a bare address (`address`), a range `a.b.c.d-e.f.g.h` (`range`) or a wildcard with
 * trailing `*` octets such as `192.168.1.*` (`wildcard`).
 */
export type Ipv4SubnetInputForm = 'cidr' | 'mask' | 'address' | 'range' | 'wildcard';

/** An address range typed as `start-end`, and the CIDR blocks that make it up. */
export interface Ipv4AddressRange {
  /** First address of the range, dotted decimal. */
  start: string;
  /** Last address of the range (inclusive), dotted decimal. */
  end: string;
  /** Number of addresses in the range, end − start + 1 (1 to 2^32). */
  addressCount: number;
  /** The fewest CIDR blocks whose union is exactly the range, in address order (1 to 62 blocks). */
  blocks: string[];
}

/** A parsed subnet input. */
export interface Ipv4SubnetInput {
  /**
   * The address as written, normalised (e.g. `192.168.0.1`); for a range, its first address;
   * for a wildcard, the network address (`*` octets read as 0).
   */
  address: string;
  /** Prefix length, 0 to 32; for a range, the prefix of its first CIDR block. */
  prefix: number;
  /** How the input was written; a bare address means /32. */
  form: Ipv4SubnetInputForm;
  /** For a range (`form` is `range`): its bounds and CIDR blocks. */
  range?: Ipv4AddressRange;
}

export { IPV4_SPECIAL_RANGES, type Ipv4SpecialKind, type Ipv4SpecialRange } from '../shared/special-blocks.js';

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
  /** For a range input: its bounds and CIDR blocks (the other fields describe the first block). */
  range: Ipv4AddressRange | null;
  /** The reverse DNS (PTR) name of the address, e.g. `1.1.168.192.in-addr.arpa.` (RFC 1035 §3.5). */
  ptrName: string;
  /** The in-addr.arpa zones that cover the block (see {@link ipv4ReverseZones}). */
  reverseZones: string[];
  /** The address as an IPv4-mapped IPv6 address in RFC 5952 hex form, e.g. `::ffff:c0a8:101` (RFC 4291 §2.5.5.2). */
  ipv4MappedIpv6: string;
  /** The same IPv4-mapped IPv6 address with the IPv4 part dotted, e.g. `::ffff:192.168.1.1` (RFC 4291 §2.2, RFC 5952 §5). */
  ipv4MappedIpv6Dotted: string;
  /** The 6to4 prefix of the address, `2002:V4ADDR::/48`, e.g. `2002:c0a8:101::/48` (RFC 3056 §2). */
  sixToFourPrefix: string;
}

function specialRangeAddress(range: Ipv4SpecialRange): Address4 {
  return new Address4(range.block);
}

const SPECIAL_ADDRESSES = IPV4_SPECIAL_RANGES.map((range) => ({ range, address: specialRangeAddress(range) }));

/**
 * The fewest CIDR blocks whose union is exactly an address range: each block is the largest
 * aligned power-of-two block that starts at the next uncovered address and stays inside the
 * range (the aggregation of RFC 4632 §3.1 and RFC 1519 §5.1). Arithmetic is in BigInt, so the
 * whole space (0.0.0.0-255.255.255.255, 2^32 addresses) is exact.
 *
 * @param start - first address of the range, dotted decimal.
 * @param end - last address (inclusive), dotted decimal.
 * @returns the blocks in CIDR notation, in address order: 1 block for an aligned range
 *   (`192.24.0.0`–`192.24.7.255` → `192.24.0.0/21`), at most 62.
 * @throws ToolInputError when an address is not valid or `end` comes before `start`.
 * @see RFC 4632 §3.1, RFC 1519 §5.1 (example allocations and their aggregate routes).
 */
export function ipv4RangeToCidrs(start: string, end: string): string[] {
  const first = BigInt(parseIpv4Address(start.trim(), 'first address'));
  const last = BigInt(parseIpv4Address(end.trim(), 'last address'));
  if (last < first) {
    throw new ToolInputError(
      `The range ends at ${formatIpv4Address(Number(last))}, before it starts at ${formatIpv4Address(Number(first))}: write the lower address first.`,
    );
  }
  return rangeBlocks(first, last);
}

function rangeBlocks(first: bigint, last: bigint): string[] {
  const blocks: string[] = [];
  let next = first;
  while (next <= last) {
    // The largest block aligned at `next`: its lowest set bit (the whole space at 0).
    let size = next === 0n ? 1n << 32n : next & -next;
    while (next + size - 1n > last) size >>= 1n;
    const prefix = 32 - (size.toString(2).length - 1);
    blocks.push(`${Address4.fromBigInt(next).correctForm()}/${prefix}`);
    next += size;
  }
  return blocks;
}

function parseRange(text: string, start: number): Ipv4SubnetInput {
  const match = /^([^\s-]*)\s*-\s*([^\s-]*)$/d.exec(text);
  if (!match) {
    throw new ToolInputError('Write a range as two addresses joined by "-", e.g. 192.168.1.0-192.168.1.255.', { position: start });
  }
  const [, startText = '', endText = ''] = match;
  const endOffset = start + match.indices![2]![0];
  if (startText === '') throw new ToolInputError('The first address of the range is missing before "-".', { position: start });
  if (endText === '') throw new ToolInputError('The last address of the range is missing after "-".', { position: endOffset });
  const first = parseIpv4Address(startText, 'first address', start);
  const last = parseIpv4Address(endText, 'last address', endOffset);
  if (last < first) {
    throw new ToolInputError(
      `The range ends at ${formatIpv4Address(last)}, before it starts at ${formatIpv4Address(first)}: write the lower address first.`,
      { position: endOffset },
    );
  }
  const blocks = rangeBlocks(BigInt(first), BigInt(last));
  const firstBlock = blocks[0]!;
  return {
    address: formatIpv4Address(first),
    prefix: Number(firstBlock.slice(firstBlock.indexOf('/') + 1)),
    form: 'range',
    range: { start: formatIpv4Address(first), end: formatIpv4Address(last), addressCount: last - first + 1, blocks },
  };
}

function parseWildcard(text: string, start: number): Ipv4SubnetInput {
  if (/[\s/]/.test(text)) {
    const at = text.search(/[\s/]/);
    throw new ToolInputError('A wildcard such as 192.168.1.* takes no prefix length or netmask: the "*" octets give the block.', {
      position: start + at,
    });
  }
  const parts = text.split('.');
  if (parts.length !== 4) {
    throw new ToolInputError(`The wildcard "${text}" must have 4 octets separated by dots (e.g. 192.168.1.*), but it has ${parts.length}.`, {
      position: start,
    });
  }
  let position = start;
  let seenStar = false;
  for (const [i, part] of parts.entries()) {
    const n = i + 1;
    if (part.includes('*') && part !== '*') {
      throw new ToolInputError(`Octet ${n} of the wildcard ("${part}") mixes digits and "*": a wildcard octet is "*" alone.`, { position });
    }
    if (part === '*') seenStar = true;
    else if (seenStar) {
      throw new ToolInputError(`Octet ${n} of the wildcard ("${part}") follows a "*": only the last octets can be "*" (e.g. 192.168.*.*).`, {
        position,
      });
    }
    position += part.length + 1;
  }
  // Each "*" is one character, like the "0" put in its place, so error positions still match.
  parseIpv4Address(text.replaceAll('*', '0'), 'address', start);
  const block = Address4.fromWildcard(text);
  return { address: block.correctForm(), prefix: block.subnetMask, form: 'wildcard' };
}

/**
 * Parses what a user types into the calculator.
 *
 * Accepted forms (spaces around `/` and `-` are ignored):
 * - CIDR: `192.168.0.1/24`;
 * - address and netmask: `10.0.0.1 255.255.255.0` or `10.0.0.1/255.255.255.0`;
 * - a bare address: `10.0.0.1`, taken as a single-address /32 block;
 * - a range: `192.168.1.0-192.168.1.255`, converted to its CIDR blocks
 *   ({@link ipv4RangeToCidrs}); the address and prefix returned are the first block's;
 * - a wildcard with trailing `*` octets: `192.168.1.*` (a /24), `10.*.*.*` (a /8), read with
 *   `ip-address`'s `Address4.fromWildcard`.
 *
 * @param input - the text typed by the user.
 * @returns the normalised address, prefix length and input form (and, for a range, its blocks).
 * @throws ToolInputError when the input is empty, an octet is not 0–255 (or has a leading
 *   zero), the prefix is not 0–32, the netmask is not contiguous, a range ends before it
 *   starts, or a `*` is not a whole trailing octet; the message says which part is wrong and
 *   `position` points at it.
 * @see RFC 4632 §3.1 (prefix notation), RFC 950 (subnet masks).
 */
export function parseIpv4SubnetInput(input: string): Ipv4SubnetInput {
  const start = input.length - input.trimStart().length;
  const text = input.trim();
  if (text === '') throw new ToolInputError('Enter an IPv4 address, e.g. 192.168.0.1/24 or 10.0.0.1 255.255.255.0.');
  if (text.includes('-')) return parseRange(text, start);
  if (text.includes('*')) return wrap(() => parseWildcard(text, start), input);
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

/** Host range of an aligned block (RFC 3021 §2 for /31, a single host for /32). */
function blockHosts(network: number, prefix: number) {
  const addressCount = 2 ** (32 - prefix);
  const last = network + addressCount - 1;
  // RFC 3021 §2: on a /31 both addresses are hosts; a /32 is a single host.
  if (prefix >= 31) return { last, addressCount, firstHost: network, lastHost: last, broadcast: null, usableHostCount: addressCount };
  return { last, addressCount, firstHost: network + 1, lastHost: last - 1, broadcast: last, usableHostCount: addressCount - 2 };
}

/**
 * The reverse DNS (PTR) name of an address: its four octets in reverse order under
 * `in-addr.arpa`, as an absolute name (with the root dot), written by `ip-address`.
 *
 * @param address - a dotted-decimal IPv4 address.
 * @returns e.g. `52.0.2.10.in-addr.arpa.` for `10.2.0.52`.
 * @throws ToolInputError when the address is not valid.
 * @see RFC 1035 §3.5 ("IN-ADDR.ARPA domain").
 */
export function ipv4PtrName(address: string): string {
  return new Address4(formatIpv4Address(parseIpv4Address(address.trim()))).reverseForm();
}

/**
 * The in-addr.arpa zones that cover a CIDR block, as absolute names:
 * - a block on an octet boundary (/8, /16, /24) is one zone, its network octets reversed
 *   (`10.in-addr.arpa.` for 10.0.0.0/8); /0 is `in-addr.arpa.` and /32 the PTR name itself;
 * - a block longer than /24 is delegated the RFC 2317 way, as a zone named
 *   `<first octet>/<prefix>.<c.b.a>.in-addr.arpa.` (`0/26.2.0.192.in-addr.arpa.`);
 * - a block between octet boundaries is the 2 to 128 zones of the next boundary inside it
 *   (192.168.0.0/22 is `0.168.192` to `3.168.192.in-addr.arpa.`).
 *
 * @param cidr - a block such as `192.0.2.0/26` (host bits are ignored).
 * @returns the zones, in address order.
 * @throws ToolInputError when the block is not valid.
 * @see RFC 1035 §3.5, RFC 2317 §4 (classless delegation, names such as 0/26.2.0.192.in-addr.arpa).
 */
export function ipv4ReverseZones(cidr: string): string[] {
  const { address, prefix } = parseIpv4SubnetInput(cidr);
  const network = (parseIpv4Address(address) & prefixToMaskInteger(prefix)) >>> 0;
  const octets = (value: number, count: number) => [24, 16, 8, 0].slice(0, count).map((shift) => (value >>> shift) & 0xff);
  const zone = (labels: number[]) => (labels.length === 0 ? 'in-addr.arpa.' : `${[...labels].reverse().join('.')}.in-addr.arpa.`);
  if (prefix % 8 === 0) return [zone(octets(network, prefix / 8))];
  if (prefix > 24) {
    const [a, b, c, d] = octets(network, 4) as [number, number, number, number];
    return [`${d}/${prefix}.${c}.${b}.${a}.in-addr.arpa.`];
  }
  const boundary = Math.ceil(prefix / 8) * 8;
  const step = 2 ** (32 - boundary);
  return Array.from({ length: 2 ** (boundary - prefix) }, (_, i) => zone(octets(network + i * step, boundary / 8)));
}

/**
 * The IPv4-mapped IPv6 address of an IPv4 address (`::ffff:` then the 32 bits), written by
 * `ip-address` in both text forms.
 *
 * @param address - a dotted-decimal IPv4 address.
 * @returns `hex`: RFC 5952's canonical text, leading zeros dropped (`::ffff:c0a8:101` for
 *   192.168.1.1); `dotted`: the mixed form RFC 5952 §5 recommends (`::ffff:192.168.1.1`).
 * @throws ToolInputError when the address is not valid.
 * @see RFC 4291 §2.5.5.2 (IPv4-mapped addresses), §2.2 (text forms), RFC 5952 §4.1 and §5.
 */
export function ipv4MappedIpv6(address: string): { hex: string; dotted: string } {
  const mapped = Address6.fromAddress4(formatIpv4Address(parseIpv4Address(address.trim())));
  return { hex: mapped.correctForm(), dotted: mapped.to4in6() };
}

/**
 * The 6to4 prefix of an IPv4 address: `2002:` then the 32 bits of the address, a /48
 * (written by `ip-address` in RFC 5952 canonical text). RFC 3056 defines it for a globally
 * unique address only; a private or other special-purpose address gives a prefix no 6to4
 * relay will route.
 *
 * @param address - a dotted-decimal IPv4 address.
 * @returns e.g. `2002:c000:204::/48` for 192.0.2.4.
 * @throws ToolInputError when the address is not valid.
 * @see RFC 3056 §2 (2002:V4ADDR::/48), RFC 5952 §4.1.
 */
export function ipv4SixToFourPrefix(address: string): string {
  const mapped = Address6.fromAddress4(formatIpv4Address(parseIpv4Address(address.trim())));
  return `${mapped.to6to4()!.correctForm()}/48`;
}

/**
 * Computes everything about the IPv4 subnet the user typed.
 *
 * @param input - `192.168.0.1/24`, `10.0.0.1 255.255.255.0`, a bare address (taken as /32), a
 *   range `192.168.1.0-192.168.1.255` or a wildcard `192.168.1.*`; see {@link parseIpv4SubnetInput}.
 *   For a range of several CIDR blocks, the fields describe its first block and `range` lists them all.
 * @returns the network, masks, broadcast, host range, counts, classful class,
 *   special-purpose blocks, reverse DNS names, IPv4-mapped IPv6 address and 6to4 prefix
 *   ({@link Ipv4SubnetInfo}); the last three are of the address typed (a range's first address).
 * @throws ToolInputError when the input is not a valid address, prefix, netmask, range or wildcard.
 * @see RFC 4632 (CIDR), RFC 1878 (subnet table), RFC 3021 (/31 point-to-point links),
 *   RFC 919 / RFC 922 (broadcast), RFC 6890 (special-purpose registry), RFC 1035 §3.5 and
 *   RFC 2317 (reverse DNS), RFC 4291 §2.5.5.2 (IPv4-mapped), RFC 3056 §2 (6to4).
 */
export function calculateIpv4Subnet(input: string): Ipv4SubnetInfo {
  const parsed = parseIpv4SubnetInput(input);
  return wrap(() => {
    const { prefix } = parsed;
    const address = new Address4(`${parsed.address}/${prefix}`);
    const network = Number(address.startAddress().bigInt());
    const hosts = blockHosts(network, prefix);
    const networkAddress = formatIpv4Address(network);
    const cidr = `${networkAddress}/${prefix}`;
    const block = new Address4(cidr);
    const specialRanges = SPECIAL_ADDRESSES.filter((s) => block.isInSubnet(s.address)).map((s) => s.range);
    const containedSpecialRanges = SPECIAL_ADDRESSES.filter((s) => s.address.subnetMask > prefix && s.address.isInSubnet(block)).map(
      (s) => s.range,
    );
    const has = (kind: Ipv4SpecialKind) => specialRanges.some((r) => r.kind === kind);
    const mapped = ipv4MappedIpv6(parsed.address);
    return {
      address: parsed.address,
      prefix,
      form: parsed.form,
      networkAddress,
      cidr,
      netmask: address.subnetMaskAddress().correctForm(),
      netmaskBinary: toBinary(prefixToMaskInteger(prefix)),
      wildcardMask: address.wildcardMask().correctForm(),
      lastAddress: formatIpv4Address(hosts.last),
      broadcastAddress: hosts.broadcast === null ? null : formatIpv4Address(hosts.broadcast),
      firstHost: formatIpv4Address(hosts.firstHost),
      lastHost: formatIpv4Address(hosts.lastHost),
      addressCount: hosts.addressCount,
      usableHostCount: hosts.usableHostCount,
      addressClass: ipv4AddressClass(parsed.address),
      specialRanges,
      containedSpecialRanges,
      isPrivate: has('private'),
      isLoopback: has('loopback'),
      isLinkLocal: has('link-local'),
      isMulticast: has('multicast'),
      isCgnat: has('cgnat'),
      range: parsed.range ?? null,
      ptrName: ipv4PtrName(parsed.address),
      reverseZones: ipv4ReverseZones(cidr),
      ipv4MappedIpv6: mapped.hex,
      ipv4MappedIpv6Dotted: mapped.dotted,
      sixToFourPrefix: ipv4SixToFourPrefix(parsed.address),
    };
  }, input);
}

/** Most subnets {@link splitIpv4Subnet} lists at once. */
export const IPV4_SUBNET_PAGE_MAX = 1000;

/** One subnet of a split (see {@link splitIpv4Subnet}). Addresses are dotted decimal. */
export interface Ipv4Subnet {
  /** 0-based position of the subnet in the block. */
  index: bigint;
  /** The subnet in CIDR notation, e.g. `192.168.0.64/26`. */
  cidr: string;
  networkAddress: string;
  /** First usable host (the network address itself for /31 and /32, RFC 3021). */
  firstHost: string;
  /** Last usable host (the last address for /31 and /32). */
  lastHost: string;
  /** The directed broadcast, or `null` for /31 and /32. */
  broadcastAddress: string | null;
}

/** The result of {@link splitIpv4Subnet}. */
export interface Ipv4SubnetSplit {
  /** The block that was split, in CIDR notation (a range's first block). */
  cidr: string;
  /** Prefix length of the subnets. */
  subnetPrefix: number;
  /** How many subnets of that length the block holds: 2^(subnetPrefix − prefix), up to 2^32. */
  count: bigint;
  /** The subnets asked for (`offset` to `offset + limit − 1`, fewer at the end), in address order. */
  subnets: Ipv4Subnet[];
}

/**
 * Splits the block the user typed into subnets of a longer prefix, and lists one page of
 * them. Only the page asked for is computed, so any count (up to 2^32 /32s in 0.0.0.0/0)
 * is instant; the count and positions are BigInt.
 *
 * @param input - a subnet as accepted by {@link parseIpv4SubnetInput} (a range splits its first block).
 * @param subnetPrefix - prefix length of the subnets, from the block's prefix to 32.
 * @param offset - 0-based index of the first subnet to list (default 0).
 * @param limit - how many subnets to list, 0 to {@link IPV4_SUBNET_PAGE_MAX} (default 100).
 * @returns the block, the subnet count and the page of subnets.
 * @throws ToolInputError when the input is not valid, `subnetPrefix` is not a whole number from
 *   the block's prefix to 32, or `offset` / `limit` are out of range.
 * @see RFC 4632 §3.1 (a /n block holds 2^(m − n) blocks of /m), RFC 950 (subnetting), RFC 3021.
 */
export function splitIpv4Subnet(input: string, subnetPrefix: number, offset: bigint = 0n, limit = 100): Ipv4SubnetSplit {
  const parsed = parseIpv4SubnetInput(input);
  const { prefix } = parsed;
  if (!Number.isInteger(subnetPrefix) || subnetPrefix < prefix || subnetPrefix > 32) {
    throw new ToolInputError(`The subnet prefix length must be a whole number from /${prefix} (the block's own) to /32 (got ${subnetPrefix}).`);
  }
  if (!Number.isInteger(limit) || limit < 0 || limit > IPV4_SUBNET_PAGE_MAX) {
    throw new ToolInputError(`At most ${IPV4_SUBNET_PAGE_MAX} subnets are listed at once (asked for ${limit}).`);
  }
  if (offset < 0n) throw new ToolInputError(`The first subnet to list must be 0 or more (got ${offset}).`);
  const network = BigInt((parseIpv4Address(parsed.address) & prefixToMaskInteger(prefix)) >>> 0);
  const count = 1n << BigInt(subnetPrefix - prefix);
  const size = 1n << BigInt(32 - subnetPrefix);
  const subnets: Ipv4Subnet[] = [];
  for (let index = offset; index < count && index < offset + BigInt(limit); index++) {
    const start = Number(network + index * size);
    const hosts = blockHosts(start, subnetPrefix);
    const networkAddress = formatIpv4Address(start);
    subnets.push({
      index,
      cidr: `${networkAddress}/${subnetPrefix}`,
      networkAddress,
      firstHost: formatIpv4Address(hosts.firstHost),
      lastHost: formatIpv4Address(hosts.lastHost),
      broadcastAddress: hosts.broadcast === null ? null : formatIpv4Address(hosts.broadcast),
    });
  }
  return { cidr: `${formatIpv4Address(Number(network))}/${prefix}`, subnetPrefix, count, subnets };
}

/**
 * The input for the subnet of the same size just before or after the one typed, written in
 * the same form (CIDR, address and netmask, bare address, range or wildcard), with the
 * network address. For a range, the range of the same length just before or after it.
 *
 * @param input - a subnet as accepted by {@link parseIpv4SubnetInput}.
 * @param direction - `previous` or `next`.
 * @returns the adjacent subnet's input (e.g. `192.168.1.0/24` after `192.168.0.7/24`,
 *   `192.168.2.*` after `192.168.1.*`), or `null` when there is none (the block starts at
 *   0.0.0.0 or ends at 255.255.255.255).
 * @throws ToolInputError when the input is not valid.
 * @see RFC 4632 §3.1 (aligned power-of-two blocks).
 */
export function adjacentIpv4Subnet(input: string, direction: 'previous' | 'next'): string | null {
  const parsed = parseIpv4SubnetInput(input);
  return wrap(() => {
    if (parsed.range) {
      const first = parseIpv4Address(parsed.range.start);
      const size = parsed.range.addressCount;
      const target = direction === 'previous' ? first - size : first + size;
      if (target < 0 || target + size > IPV4_SPACE_SIZE) return null;
      return `${formatIpv4Address(target)}-${formatIpv4Address(target + size - 1)}`;
    }
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
      case 'wildcard':
        return address
          .split('.')
          .map((octet, i) => (i * 8 < parsed.prefix ? octet : '*'))
          .join('.');
      case 'address':
      case 'range':
        return address;
    }
  }, input);
}
