import { ToolInputError } from '@handy-tools/ui/kit';
import { parseIpAddress, type IpVersion } from '../shared/ip.js';
import { cidrToRange, coveringCidr, formatAddress, formatCidrIn, rangeSize, rangeToCidrs, type Ipv6Form } from '../shared/ip-range.js';

/** The result of {@link expandIpRange}: the range typed ("old") and the CIDR block that covers it ("new"). */
export interface ExpandedIpRange {
  version: IpVersion;
  /** The range as typed, normalised. */
  oldStart: string;
  oldEnd: string;
  /** Addresses in the range typed, exactly. */
  oldSize: bigint;
  /** The smallest CIDR block containing the range: its first and last address and size. */
  newStart: string;
  newEnd: string;
  newSize: bigint;
  /** That block in CIDR notation, e.g. `192.168.0.0/21`. */
  cidr: string;
  /** Prefix length of the block. */
  prefix: number;
  /** Whether the range typed is already exactly that block. */
  exact: boolean;
  /** Number of CIDR blocks that cover the range typed exactly (1 when `exact`). */
  exactBlockCount: number;
}

/**
 * Expands a range of addresses to the smallest CIDR block that covers it: the prefix is the
 * run of leading bits the start and end share; the new start has the remaining bits 0, the new
 * end has them 1. Works for IPv4 and IPv6 (BigInt, nothing enumerated).
 *
 * @param start - the start address, e.g. `192.168.1.1`.
 * @param end - the end address, same version, not before `start`, e.g. `192.168.6.255`.
 * @param ipv6Form - `compressed` (RFC 5952, default) or `expanded` IPv6 output.
 * @returns old and new start, end and size, the block and its prefix length.
 * @throws ToolInputError when an address is missing or wrong (naming which), the versions
 *   differ, or the end comes before the start.
 * @see RFC 4632 §3.1 (a prefix covers an aligned power-of-two block).
 */
export function expandIpRange(start: string, end: string, ipv6Form: Ipv6Form = 'compressed'): ExpandedIpRange {
  if (start.trim() === '') throw new ToolInputError('Enter the start address.');
  if (end.trim() === '') throw new ToolInputError('Enter the end address.');
  const lead = (s: string) => s.length - s.trimStart().length;
  const first = parseIpAddress(start.trim(), 'start address', lead(start));
  const last = parseIpAddress(end.trim(), 'end address', lead(end));
  if (first.version !== last.version) {
    throw new ToolInputError(
      `The start address is IPv${first.version} and the end address IPv${last.version}; both must be the same version.`,
    );
  }
  if (last.value < first.value)
    throw new ToolInputError(`The end address (${end.trim()}) comes before the start address (${start.trim()}): swap them.`);
  const range = { version: first.version, start: first.value, end: last.value };
  const block = coveringCidr(range);
  const covered = cidrToRange(block);
  const exactBlockCount = rangeToCidrs(range).length;
  return {
    version: range.version,
    oldStart: formatAddress(range.version, range.start, ipv6Form),
    oldEnd: formatAddress(range.version, range.end, ipv6Form),
    oldSize: rangeSize(range),
    newStart: formatAddress(range.version, covered.start, ipv6Form),
    newEnd: formatAddress(range.version, covered.end, ipv6Form),
    newSize: rangeSize(covered),
    cidr: formatCidrIn(block, ipv6Form),
    prefix: block.prefix,
    exact: exactBlockCount === 1,
    exactBlockCount,
  };
}
