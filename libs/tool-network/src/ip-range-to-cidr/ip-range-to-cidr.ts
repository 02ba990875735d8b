import { ToolInputError } from '@handy-tools/ui/kit';
import { parseIpAddress, type IpVersion } from '../shared/ip.js';
import {
  coveringCidr,
  formatAddress,
  formatCidrIn,
  parseIpBlock,
  rangeSize,
  rangeToCidrs,
  type IpRange,
  type Ipv6Form,
} from '../shared/ip-range.js';

/** The result of {@link ipRangeToCidr}. */
export interface RangeCidrs {
  version: IpVersion;
  /** First and last address of the range, written in the chosen form. */
  firstAddress: string;
  lastAddress: string;
  /** Number of addresses in the range, exactly (up to 2^128). */
  addressCount: bigint;
  /** The shortest list of CIDR blocks that covers the range exactly, in address order. */
  cidrs: string[];
  /** The smallest single block that contains the range (equal to `cidrs[0]` when there is one block). */
  coveringCidr: string;
}

function parseRange(start: string, end: string): IpRange {
  if (end.trim() === '' && start.includes('-')) return parseIpBlock(start, 'range');
  if (start.trim() === '') throw new ToolInputError('Enter the start address of the range.');
  if (end.trim() === '') throw new ToolInputError('Enter the end address of the range.');
  const lead = (s: string) => s.length - s.trimStart().length;
  const first = parseIpAddress(start.trim(), 'start address', lead(start));
  const last = parseIpAddress(end.trim(), 'end address', lead(end));
  if (first.version !== last.version) {
    throw new ToolInputError(
      `The start address is IPv${first.version} and the end address IPv${last.version}; both must be the same version.`,
    );
  }
  if (last.value < first.value) {
    throw new ToolInputError(`The end address (${end.trim()}) comes before the start address (${start.trim()}): swap them.`);
  }
  return { version: first.version, start: first.value, end: last.value };
}

/**
 * Turns a range of IPv4 or IPv6 addresses into the shortest list of CIDR blocks that covers
 * it exactly (at most 62 blocks for IPv4, 254 for IPv6), computed from the two ends without
 * enumerating addresses.
 *
 * @param start - the first address (`192.168.1.1`, `2001:db8::1`); or a whole range `a-b` when `end` is empty.
 * @param end - the last address, same version, not before `start`.
 * @param ipv6Form - `compressed` (RFC 5952, default) or `expanded` IPv6 output.
 * @returns the range's ends, size, blocks and covering block.
 * @throws ToolInputError when an address is missing or wrong (the message names which and the
 *   part at fault), the versions differ, or the end comes before the start.
 * @see RFC 4632 §3.1 (prefixes are aligned powers of two).
 */
export function ipRangeToCidr(start: string, end: string, ipv6Form: Ipv6Form = 'compressed'): RangeCidrs {
  const range = parseRange(start, end);
  return {
    version: range.version,
    firstAddress: formatAddress(range.version, range.start, ipv6Form),
    lastAddress: formatAddress(range.version, range.end, ipv6Form),
    addressCount: rangeSize(range),
    cidrs: rangeToCidrs(range).map((c) => formatCidrIn(c, ipv6Form)),
    coveringCidr: formatCidrIn(coveringCidr(range), ipv6Form),
  };
}

/**
 * Whether a start and end address are both valid, of one version, and in the wrong order
 * (the UI then offers to swap them). Never throws.
 *
 * @param start - the start address text.
 * @param end - the end address text.
 * @returns true only when both parse, share a version and `end < start`.
 */
export function isReversedRange(start: string, end: string): boolean {
  try {
    const a = parseIpAddress(start.trim());
    const b = parseIpAddress(end.trim());
    return a.version === b.version && b.value < a.value;
  } catch {
    return false;
  }
}
