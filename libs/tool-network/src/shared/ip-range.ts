import { ToolInputError } from '@handy-tools/ui/kit';
import { containsCidr, excludeCidr, mergeCidr, overlapCidr, parseCidr } from 'cidr-tools';
import { expandIpv6Address, formatIpAddress, ipBits, maxIpValue, parseIpAddress, parseIpv6Address, type IpVersion } from './ip.js';
import { formatIpv4Address, maskIntegerToPrefix, parseIpv4Address } from './ipv4.js';
import { IPV4_SPECIAL_RANGES, IPV6_SPECIAL_BLOCKS } from './special-blocks.js';

/** A contiguous run of addresses of one version, from `start` to `end` inclusive (integers). */
export interface IpRange {
  version: IpVersion;
  /** First address as an unsigned integer. */
  start: bigint;
  /** Last address as an unsigned integer, `>= start`. */
  end: bigint;
}

/** A CIDR block: `prefix` leading bits fixed; `start` is its network address (host bits zero). */
export interface IpCidr {
  version: IpVersion;
  /** Network address as an unsigned integer (host bits zero). */
  start: bigint;
  /** Prefix length: 0–32 (IPv4) or 0–128 (IPv6). */
  prefix: number;
}

/** How a block was written: a bare address, `a/len`, `a/mask` or `a mask`, `a-b`, or an IPv4 wildcard `10.1.*.*`. */
export type IpBlockForm = 'address' | 'cidr' | 'mask' | 'range' | 'wildcard';

/** One parsed block of addresses (see {@link parseIpBlock}). */
export interface IpBlock extends IpRange {
  form: IpBlockForm;
  /** The text as typed, trimmed. */
  text: string;
  /** 0-based position of `text` in the input it came from. */
  position: number;
  /** Prefix length for every form but `range` (an address is /32 or /128); `null` for a range. */
  prefix: number | null;
  /** The address typed before `/` (or the address alone), which may have host bits set. */
  address: bigint;
  /** True when a CIDR or mask form had host bits set in its address (e.g. `192.168.0.1/24`). */
  hostBitsSet: boolean;
}

/** Most entries {@link parseIpBlockList} reads (a bound against pasted hostile text). */
export const IP_BLOCK_LIST_MAX = 10_000;

/**
 * Number of addresses in a range, exactly.
 *
 * @param range - the range.
 * @returns `end − start + 1` (up to 2^128 for all of IPv6).
 */
export function rangeSize(range: IpRange): bigint {
  return range.end - range.start + 1n;
}

/**
 * The first and last address of a CIDR block.
 *
 * @param cidr - the block (its `start` must have zero host bits).
 * @returns the range `start` … `start + 2^(bits − prefix) − 1`.
 * @see RFC 4632 §3.1 (a prefix of length n covers 2^(bits − n) addresses).
 */
export function cidrToRange(cidr: IpCidr): IpRange {
  const host = BigInt(ipBits(cidr.version) - cidr.prefix);
  return { version: cidr.version, start: cidr.start, end: cidr.start + (1n << host) - 1n };
}

/**
 * Writes a CIDR block as `address/prefix` (dotted decimal for IPv4, RFC 5952 for IPv6).
 *
 * @param cidr - the block.
 * @returns e.g. `192.0.2.0/24`, `2001:db8::/32`.
 * @see RFC 4632 §3.1, RFC 5952 §4.
 */
export function formatCidr(cidr: IpCidr): string {
  return `${formatIpAddress({ version: cidr.version, value: cidr.start })}/${cidr.prefix}`;
}

/**
 * The mask of a prefix length as an integer of the version's width.
 *
 * @param version - 4 or 6.
 * @param prefix - 0 to 32 / 128.
 * @returns `prefix` one bits followed by zero bits.
 * @see RFC 4632 §3.1, RFC 4291 §2.3.
 */
export function prefixMask(version: IpVersion, prefix: number): bigint {
  const bits = BigInt(ipBits(version));
  return maxIpValue(version) ^ ((1n << (bits - BigInt(prefix))) - 1n);
}

/**
 * The smallest single CIDR block that contains a whole range: the prefix is the number of
 * leading bits `start` and `end` share.
 *
 * @param range - the range.
 * @returns the block (e.g. 192.168.1.1–192.168.6.255 → 192.168.0.0/21).
 * @see RFC 4632 §3.1 (aggregation under a common prefix).
 */
export function coveringCidr(range: IpRange): IpCidr {
  const bits = ipBits(range.version);
  const diff = range.start ^ range.end;
  const prefix = diff === 0n ? bits : bits - diff.toString(2).length;
  return { version: range.version, start: range.start & prefixMask(range.version, prefix), prefix };
}

/**
 * Splits a range into the shortest list of CIDR blocks that covers it exactly: from the
 * start, each block is the largest one aligned on its own size that does not pass the end.
 * At most 2 × (bits − 1) blocks (62 for IPv4, 254 for IPv6); no address is enumerated.
 *
 * @param range - the range (`start <= end`).
 * @returns the blocks in address order.
 * @see RFC 4632 §3.1 (prefixes are aligned powers of two; a range that is not one is
 *   announced as several).
 */
export function rangeToCidrs(range: IpRange): IpCidr[] {
  const bits = ipBits(range.version);
  const out: IpCidr[] = [];
  let start = range.start;
  while (start <= range.end) {
    // Largest alignment of start: its trailing zero bits (all bits for 0).
    let host = start === 0n ? bits : (start & -start).toString(2).length - 1;
    while (host > 0 && start + (1n << BigInt(host)) - 1n > range.end) host--;
    out.push({ version: range.version, start, prefix: bits - host });
    start += 1n << BigInt(host);
  }
  return out;
}

/** The text cidr-tools reads for a block: dotted IPv4 or the full IPv6 form (never mixed notation). */
function libraryCidr(cidr: IpCidr): string {
  const address = cidr.version === 4 ? formatIpv4Address(Number(cidr.start)) : expandIpv6Address(cidr.start);
  return `${address}/${cidr.prefix}`;
}

function toLibrary(ranges: readonly IpRange[]): string[] {
  return ranges.flatMap((r) => rangeToCidrs(r).map(libraryCidr));
}

function fromLibrary(blocks: string[]): IpCidr[] {
  return blocks.map((text) => {
    const parsed = parseCidr(text);
    return { version: parsed.version, start: parsed.start, prefix: Number(parsed.prefix) };
  });
}

/**
 * The union of ranges as the shortest CIDR list (overlapping and adjacent ranges merged),
 * with `cidr-tools`' `mergeCidr`. IPv4 blocks come first, then IPv6, each in address order.
 *
 * @param ranges - any ranges of either version.
 * @returns the CIDR blocks covering exactly the union.
 * @see RFC 4632 §3.1 and §4.1 (aggregation).
 */
export function mergeRanges(ranges: readonly IpRange[]): IpCidr[] {
  return fromLibrary(mergeCidr(toLibrary(ranges)));
}

/**
 * Addresses in `include` but not in `exclude`, as the shortest CIDR list, with
 * `cidr-tools`' `excludeCidr` (e.g. 0.0.0.0/0 minus 192.168.0.0/16 → WireGuard AllowedIPs).
 * Versions are kept apart: an IPv6 exclusion never removes IPv4 addresses.
 *
 * @param include - the allowed ranges.
 * @param exclude - the ranges to take out.
 * @returns the CIDR blocks of the difference, IPv4 first, each version in address order.
 * @see RFC 4632 §3.1.
 */
export function excludeRanges(include: readonly IpRange[], exclude: readonly IpRange[]): IpCidr[] {
  return fromLibrary(excludeCidr(toLibrary(include), toLibrary(exclude)));
}

/**
 * Whether the union of `outer` contains every address of `inner` (`cidr-tools`' `containsCidr`
 * on the merged outer blocks, so a range spread over two adjacent entries counts as inside).
 *
 * @param outer - the containing ranges (a list).
 * @param inner - the range to test.
 * @returns true when every address of `inner` is in some range of `outer`.
 * @see RFC 4632 §3.1.
 */
export function rangesContain(outer: readonly IpRange[], inner: IpRange): boolean {
  if (outer.length === 0) return false;
  // Each piece of inner is an aligned block inside one interval of the union; the merged
  // list holds that interval's maximal aligned blocks, so one of them contains the piece.
  return containsCidr(mergeCidr(toLibrary(outer)), toLibrary([inner]));
}

/**
 * Whether any address of `a` is in `b` (`cidr-tools`' `overlapCidr`).
 *
 * @param a - ranges.
 * @param b - ranges.
 * @returns true when the two sets of addresses intersect (only within one version).
 */
export function rangesOverlap(a: readonly IpRange[], b: readonly IpRange[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  return overlapCidr(toLibrary(a), toLibrary(b));
}

/** Total number of addresses in a list of CIDR blocks (as given; overlaps counted twice). */
export function cidrsSize(cidrs: readonly IpCidr[]): bigint {
  return cidrs.reduce((sum, c) => sum + rangeSize(cidrToRange(c)), 0n);
}

function parseMask(text: string, version: IpVersion, what: string, offset: number): number {
  if (/^\d+$/.test(text)) {
    const bits = ipBits(version);
    // Compare the digits' length first: a huge number must not become Infinity.
    if (text.length > 3 || Number(text) > bits) {
      throw new ToolInputError(`The prefix length of the ${what} is /${text}, but an IPv${version} prefix is from 0 to ${bits}.`, {
        position: offset,
      });
    }
    if (text.length > 1 && text.startsWith('0')) {
      throw new ToolInputError(`The prefix length of the ${what} ("${text}") has a leading zero; write /${Number(text)}.`, {
        position: offset,
      });
    }
    return Number(text);
  }
  if (version === 4) {
    if (text.includes(':'))
      throw new ToolInputError(`The mask of the ${what} ("${text}") is IPv6, but the address is IPv4.`, { position: offset });
    const mask = parseIpv4Address(text, `netmask of the ${what}`, offset);
    const prefix = maskIntegerToPrefix(mask);
    if (prefix === null) {
      const inverse = maskIntegerToPrefix(~mask >>> 0);
      throw new ToolInputError(
        inverse === null
          ? `The netmask of the ${what} (${text}) is not contiguous: its one bits must all come before its zero bits (e.g. 255.255.255.0).`
          : `The netmask of the ${what} (${text}) is not contiguous; it looks like a wildcard (inverse) mask: the netmask is ${formatIpv4Address(~mask >>> 0)} (/${inverse}).`,
        { position: offset },
      );
    }
    return prefix;
  }
  if (!text.includes(':'))
    throw new ToolInputError(`The mask of the ${what} ("${text}") is IPv4, but the address is IPv6.`, { position: offset });
  const mask = parseIpv6Address(text, `mask of the ${what}`, offset);
  const inverted = maxIpValue(6) ^ mask;
  if ((inverted & (inverted + 1n)) !== 0n) {
    throw new ToolInputError(
      `The mask of the ${what} (${text}) is not contiguous: its one bits must all come before its zero bits (e.g. ffff:ffff::).`,
      {
        position: offset,
      },
    );
  }
  return 128 - (inverted === 0n ? 0 : inverted.toString(2).length);
}

function parseWildcard(text: string, what: string, offset: number): { start: bigint; prefix: number } {
  const parts = text.split('.');
  if (parts.length !== 4) {
    throw new ToolInputError(`The wildcard ${what} "${text}" must have 4 parts separated by dots (e.g. 192.168.1.*).`, {
      position: offset,
    });
  }
  const firstStar = parts.indexOf('*');
  let position = offset;
  for (const [i, part] of parts.entries()) {
    if (i >= firstStar && part !== '*') {
      throw new ToolInputError(
        `Part ${i + 1} of the wildcard ${what} "${text}" must be "*": only the last parts can be wildcards (e.g. 10.1.*.*).`,
        {
          position,
        },
      );
    }
    position += part.length + 1;
  }
  const fixed = parts.slice(0, firstStar);
  const address = [...fixed, ...parts.slice(firstStar).map(() => '0')].join('.');
  const start = BigInt(parseIpv4Address(address, `${what}`, offset));
  return { start, prefix: firstStar * 8 };
}

/**
 * Parses one block of addresses of either version into its first and last address:
 * - an address: `192.0.2.1`, `2001:db8::1` (a block of one);
 * - CIDR: `192.0.2.0/24`, `2001:db8::/32` (host bits allowed, reported in `hostBitsSet`);
 * - address and mask: `10.0.0.1/255.255.255.0`, `10.0.0.1 255.255.255.0`, `2001:db8::/ffff:ffff::`;
 * - a range: `192.0.2.10-192.0.2.20` (spaces around `-` allowed, same version, start ≤ end);
 * - an IPv4 wildcard: `192.168.1.*`, `10.*.*.*`.
 *
 * @param text - the block (surrounding spaces ignored).
 * @param what - how to call it in messages (e.g. `entry 3`).
 * @param offset - 0-based position of `text` in the user's input, added to error positions.
 * @returns the block with its version, start and end as BigInt, form, prefix and typed address.
 * @throws ToolInputError naming the part that is wrong (empty, bad address, prefix out of range,
 *   non-contiguous mask, versions that differ, a range that ends before it starts).
 * @see RFC 4632 §3.1 (CIDR notation), RFC 4291 §2.3 (IPv6 prefix notation), RFC 950 (masks).
 */
export function parseIpBlock(text: string, what = 'block', offset = 0): IpBlock {
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  const at = offset + lead;
  if (trimmed === '') throw new ToolInputError(`The ${what} is empty.`, { position: offset });
  if (trimmed.length > 200)
    throw new ToolInputError(`The ${what} is too long (${trimmed.length} characters) to be an address block.`, { position: at });
  const block = (fields: Omit<IpBlock, 'text' | 'position'>): IpBlock => ({ ...fields, text: trimmed, position: at });

  const dash = trimmed.indexOf('-');
  if (dash >= 0) {
    const left = trimmed.slice(0, dash);
    const right = trimmed.slice(dash + 1);
    const startAt = at + (left.length - left.trimStart().length);
    const endAt = at + dash + 1 + (right.length - right.trimStart().length);
    const start = parseIpAddress(left.trim(), `start address of the ${what}`, startAt);
    const end = parseIpAddress(right.trim(), `end address of the ${what}`, endAt);
    if (start.version !== end.version) {
      throw new ToolInputError(
        `The ${what} starts with an IPv${start.version} address and ends with an IPv${end.version} address; both must be the same version.`,
        {
          position: endAt,
        },
      );
    }
    if (end.value < start.value) {
      throw new ToolInputError(
        `The ${what} ends (${formatIpAddress(end)}) before it starts (${formatIpAddress(start)}); swap the two addresses.`,
        { position: endAt },
      );
    }
    return block({
      version: start.version,
      start: start.value,
      end: end.value,
      form: 'range',
      prefix: null,
      address: start.value,
      hostBitsSet: false,
    });
  }

  if (trimmed.includes('*')) {
    const { start, prefix } = parseWildcard(trimmed, what, at);
    return block({ ...cidrToRange({ version: 4, start, prefix }), form: 'wildcard', prefix, address: start, hostBitsSet: false });
  }

  const slash = trimmed.indexOf('/');
  const space = /\s+/.exec(trimmed);
  const cut = slash >= 0 ? slash : space ? space.index : -1;
  if (cut >= 0) {
    const addressText = trimmed.slice(0, cut).trimEnd();
    const maskRaw = trimmed.slice(cut + (slash >= 0 ? 1 : space![0].length));
    const maskText = maskRaw.trim();
    const maskAt = at + cut + 1 + (maskRaw.length - maskRaw.trimStart().length);
    const address = parseIpAddress(addressText, what, at);
    if (maskText === '') throw new ToolInputError(`The ${what} has no prefix length or mask after "${addressText}".`, { position: maskAt });
    const prefix = parseMask(maskText, address.version, what, maskAt);
    const start = address.value & prefixMask(address.version, prefix);
    return block({
      ...cidrToRange({ version: address.version, start, prefix }),
      form: /^\d+$/.test(maskText) ? 'cidr' : 'mask',
      prefix,
      address: address.value,
      hostBitsSet: start !== address.value,
    });
  }

  const address = parseIpAddress(trimmed, what, at);
  return block({
    version: address.version,
    start: address.value,
    end: address.value,
    form: 'address',
    prefix: ipBits(address.version),
    address: address.value,
    hostBitsSet: false,
  });
}

/** True for a dotted IPv4 netmask starting with 255 (how `10.0.0.1 255.255.255.0` is told from two addresses). */
function looksLikeNetmask(token: string): boolean {
  if (!/^255\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(token)) return false;
  const octets = token.split('.').map(Number);
  if (octets.some((o) => o > 255)) return false;
  return maskIntegerToPrefix(((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0) !== null;
}

/**
 * Parses a list of blocks (each as {@link parseIpBlock} reads it) separated by new lines,
 * commas, semicolons, `|` or spaces; `#` starts a comment to the end of the line. An address
 * followed by a space and a dotted netmask starting with 255 (`10.0.0.0 255.0.0.0`) is one
 * entry, as is `a - b` with spaces.
 *
 * @param text - the list, e.g. `0.0.0.0/0, ::/0` (WireGuard AllowedIPs) or one block a line.
 * @param what - how to call one entry in messages (numbered: `entry 2`).
 * @returns the blocks in input order (empty when the text has none).
 * @throws ToolInputError naming the entry (number and line) and the part that is wrong, or when
 *   there are more than {@link IP_BLOCK_LIST_MAX} entries.
 * @see RFC 4632 §3.1.
 */
export function parseIpBlockList(text: string, what = 'entry'): IpBlock[] {
  const tokens: { text: string; position: number }[] = [];
  const pattern = /[^\s,;|#]+|#[^\n]*/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].startsWith('#')) continue;
    tokens.push({ text: match[0], position: match.index });
    if (tokens.length > IP_BLOCK_LIST_MAX * 3) break;
  }
  const entries: { text: string; position: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const sameLine = (a: { position: number }, b: { position: number }) => !text.slice(a.position, b.position).includes('\n');
    const between = (a: { text: string; position: number }, b: { position: number }) => text.slice(a.position + a.text.length, b.position);
    if (next && sameLine(token, next) && /^\s+$/.test(between(token, next))) {
      // "a - b", "a -b", "a- b": a range written with spaces.
      const after = tokens[i + 2];
      if (next.text === '-' && after && sameLine(next, after) && /^\s+$/.test(between(next, after))) {
        entries.push({ text: text.slice(token.position, after.position + after.text.length), position: token.position });
        i += 2;
        continue;
      }
      if (token.text.endsWith('-') || (next.text.startsWith('-') && !token.text.includes('-'))) {
        entries.push({ text: text.slice(token.position, next.position + next.text.length), position: token.position });
        i += 1;
        continue;
      }
      if (/^[\d.]+$/.test(token.text) && looksLikeNetmask(next.text)) {
        entries.push({ text: text.slice(token.position, next.position + next.text.length), position: token.position });
        i += 1;
        continue;
      }
    }
    entries.push(token);
  }
  if (entries.length > IP_BLOCK_LIST_MAX) {
    throw new ToolInputError(`The list has more than ${IP_BLOCK_LIST_MAX} entries; split it into smaller lists.`);
  }
  return entries.map((entry, i) => {
    const line = text.slice(0, entry.position).split('\n').length;
    try {
      return parseIpBlock(entry.text, `${what} ${i + 1}`, entry.position);
    } catch (error) {
      if (error instanceof ToolInputError) {
        const suffix = text.includes('\n') ? ` (line ${line})` : '';
        throw new ToolInputError(`${error.message}${suffix}`, {
          position: error.position,
          line: text.includes('\n') ? line : undefined,
          cause: error,
        });
      }
      throw error;
    }
  });
}

/** How IPv6 addresses are written in outputs: RFC 5952 compressed, or all eight groups in full. */
export type Ipv6Form = 'compressed' | 'expanded';

/**
 * Writes an address of either version; IPv6 compressed (RFC 5952 §4) or expanded (RFC 4291 §2.2 form 1).
 *
 * @param version - 4 or 6.
 * @param value - the address as an integer.
 * @param form - for IPv6 only: `compressed` (default) or `expanded`.
 * @returns e.g. `192.0.2.1`, `2001:db8::1`, `2001:0db8:0000:0000:0000:0000:0000:0001`.
 */
export function formatAddress(version: IpVersion, value: bigint, form: Ipv6Form = 'compressed'): string {
  if (version === 6 && form === 'expanded') return expandIpv6Address(value);
  return formatIpAddress({ version, value });
}

/**
 * Writes a CIDR block like {@link formatCidr}, with a choice of IPv6 form.
 *
 * @param cidr - the block.
 * @param form - `compressed` (default) or `expanded` for IPv6.
 * @returns `address/prefix`.
 */
export function formatCidrIn(cidr: IpCidr, form: Ipv6Form = 'compressed'): string {
  return `${formatAddress(cidr.version, cidr.start, form)}/${cidr.prefix}`;
}

/**
 * The exponent of a count that is a power of two (block sizes are: RFC 4632 §3.1).
 *
 * @param count - a positive integer.
 * @returns n when `count` is 2^n, else `null`.
 */
export function powerOfTwoExponent(count: bigint): number | null {
  if (count <= 0n || (count & (count - 1n)) !== 0n) return null;
  return count.toString(2).length - 1;
}

/** A special-purpose or typed block a range lies in (see {@link addressSpaceOf}). */
export interface AddressSpace {
  /** English name, as in the IANA registries (`Private-use`, `Documentation`, `Global unicast`…), or `Public` / `Reserved by IETF`. */
  name: string;
  /** The block in CIDR notation, or `null` for `Public`, `Reserved by IETF` and a range that spans several kinds of space. */
  block: string | null;
  /** The defining document(s), or `null` with `block`. */
  rfc: string | null;
  /** False when the range is partly in special-purpose space and partly outside it (or in several blocks). */
  whole: boolean;
}

interface ParsedBlock {
  name: string;
  block: string;
  rfc: string;
  range: IpRange;
  prefix: number;
}

let parsed: { 4: ParsedBlock[]; 6: ParsedBlock[] } | undefined;
function blocks(version: 4 | 6): ParsedBlock[] {
  parsed ??= {
    4: IPV4_SPECIAL_RANGES.map((r) => toParsed(r.name, r.block, r.rfc)),
    6: IPV6_SPECIAL_BLOCKS.map((b) => toParsed(b.name, b.block, b.rfc)),
  };
  return parsed[version];
}
function toParsed(name: string, block: string, rfc: string): ParsedBlock {
  const range = parseIpBlock(block);
  return { name, block, rfc, range, prefix: range.prefix ?? 0 };
}

/**
 * The kind of address space a range lies in: the most specific block of the IANA IPv4 or IPv6
 * Special-Purpose Address Registry (RFC 6890; for IPv6 also the Address Space registry's multicast,
 * global unicast and deprecated blocks) that contains the whole range.
 *
 * @param range - the range (version 4 or 6, `start <= end`).
 * @returns that block's name, CIDR and RFC; else, when the range overlaps none, `Public` (IPv4) or
 *   `Reserved by IETF` (IPv6 outside 2000::/3 and the listed blocks, RFC 4291 §2.4); else (it spans
 *   special-purpose space and other space) `Mixed` with `whole` false.
 */
export function addressSpaceOf(range: IpRange): AddressSpace {
  const list = blocks(range.version);
  const containing = list.filter((b) => b.range.start <= range.start && range.end <= b.range.end).sort((a, b) => b.prefix - a.prefix)[0];
  if (containing) return { name: containing.name, block: containing.block, rfc: containing.rfc, whole: true };
  if (list.some((b) => b.range.start <= range.end && range.start <= b.range.end)) return { name: 'Mixed', block: null, rfc: null, whole: false };
  return range.version === 4 ? { name: 'Public', block: null, rfc: null, whole: true } : { name: 'Reserved by IETF', block: null, rfc: 'RFC 4291 §2.4', whole: true };
}
