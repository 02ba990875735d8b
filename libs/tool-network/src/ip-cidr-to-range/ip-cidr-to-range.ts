import { ToolInputError } from '@handy-tools/ui/kit';
import type { IpVersion } from '../shared/ip.js';
import {
  addressSpaceOf,
  coveringCidr,
  formatAddress,
  formatCidrIn,
  parseIpBlockList,
  prefixMask,
  rangeSize,
  rangeToCidrs,
  type AddressSpace,
  type IpBlockForm,
  type Ipv6Form,
} from '../shared/ip-range.js';

/** One block of {@link cidrToIpRanges}: its CIDR, first and last address and size. */
export interface CidrRangeRow {
  /** The entry as typed. */
  input: string;
  form: IpBlockForm;
  version: IpVersion;
  /**
   * The block in CIDR notation with the network address (`192.168.1.0/24` for `192.168.1.7/24`);
   * for a range, the CIDR blocks that make it up, joined by `, ` (one block when it is exact).
   */
  cidr: string;
  /** True when the address typed had host bits set (the CIDR shows the network address). */
  hostBitsSet: boolean;
  firstAddress: string;
  lastAddress: string;
  /** Number of addresses, exactly (up to 2^128). */
  addressCount: bigint;
  /** Netmask: dotted for IPv4, an IPv6 address for IPv6; `null` for a range that is not one block. */
  netmask: string | null;
  /** For a range that is not one CIDR block: the smallest block that covers it, else `null`. */
  coveringCidr: string | null;
  /** The kind of address space the block is in (private-use, documentation, public…; IANA special-purpose registries). */
  space: AddressSpace;
}

/**
 * Turns CIDR blocks (or addresses with a mask, ranges, IPv4 wildcards) of either version into
 * their first and last address and their size, without enumerating any address.
 *
 * @param input - one block or a list (new lines, commas, spaces); forms as `parseIpBlock` reads
 *   them: `192.168.1.0/24`, `10.0.0.1 255.255.255.0`, `2001:db8::/32`, `192.0.2.1-192.0.2.9`, `10.*.*.*`.
 * @param ipv6Form - `compressed` (RFC 5952, default) or `expanded` IPv6 output.
 * @returns one row per entry, in input order, with the kind of address space it lies in.
 * @throws ToolInputError when the list is empty or an entry is wrong (the message names it).
 * @see RFC 4632 §3.1 (a /n prefix covers 2^(32 − n) addresses), RFC 4291 §2.3 (IPv6 prefixes), RFC 5952.
 */
export function cidrToIpRanges(input: string, ipv6Form: Ipv6Form = 'compressed'): CidrRangeRow[] {
  const blocks = parseIpBlockList(input, 'block');
  if (blocks.length === 0) throw new ToolInputError('Enter a CIDR block such as 192.168.1.0/24 or 2001:db8::/32.');
  return blocks.map((block) => {
    const cidrs = rangeToCidrs(block);
    const exact = cidrs.length === 1;
    const prefix = exact ? cidrs[0]!.prefix : null;
    return {
      input: block.text,
      form: block.form,
      version: block.version,
      cidr: cidrs.map((c) => formatCidrIn(c, ipv6Form)).join(', '),
      hostBitsSet: block.hostBitsSet,
      firstAddress: formatAddress(block.version, block.start, ipv6Form),
      lastAddress: formatAddress(block.version, block.end, ipv6Form),
      addressCount: rangeSize(block),
      netmask: prefix === null ? null : formatAddress(block.version, prefixMask(block.version, prefix), ipv6Form),
      coveringCidr: exact ? null : formatCidrIn(coveringCidr(block), ipv6Form),
      space: addressSpaceOf(block),
    };
  });
}

/**
 * The rows of {@link cidrToIpRanges} as text, one `first - last` range a line.
 *
 * @param rows - the rows.
 * @returns e.g. `192.168.1.0 - 192.168.1.255`.
 */
export function formatCidrRangeLines(rows: readonly CidrRangeRow[]): string {
  return rows.map((r) => `${r.firstAddress} - ${r.lastAddress}`).join('\n');
}
