import { ToolInputError } from '@handy-tools/ui/kit';
import type { IpVersion } from '../shared/ip.js';
import {
  cidrsSize,
  excludeRanges,
  formatAddress,
  formatCidrIn,
  parseIpBlockList,
  rangeToCidrs,
  type IpBlock,
  type Ipv6Form,
} from '../shared/ip-range.js';

/** One entry of an allowed or excluded list, as read. */
export interface IncludeExcludeEntry {
  /** The entry as typed. */
  input: string;
  version: IpVersion;
  /** The entry as CIDR blocks (one for a prefix, several for a range), joined by `, `. */
  cidr: string;
  firstAddress: string;
  lastAddress: string;
}

/** How the resulting list is written. */
export type IncludeExcludeFormat = 'comma' | 'newline' | 'wireguard';

/** The result of {@link excludeIpNetworks}. */
export interface IncludeExcludeResult {
  allowed: IncludeExcludeEntry[];
  excluded: IncludeExcludeEntry[];
  /** The allowed addresses minus the excluded ones as the shortest CIDR list: IPv4 first, each version in address order. */
  cidrs: string[];
  /** Addresses left, per version, exactly. */
  ipv4Count: bigint;
  ipv6Count: bigint;
}

function entry(block: IpBlock, ipv6Form: Ipv6Form): IncludeExcludeEntry {
  return {
    input: block.text,
    version: block.version,
    cidr: rangeToCidrs(block)
      .map((c) => formatCidrIn(c, ipv6Form))
      .join(', '),
    firstAddress: formatAddress(block.version, block.start, ipv6Form),
    lastAddress: formatAddress(block.version, block.end, ipv6Form),
  };
}

/**
 * Takes the excluded networks out of the allowed ones and writes what is left as the shortest
 * CIDR list (with `cidr-tools`), e.g. for WireGuard `AllowedIPs` (0.0.0.0/0 minus a LAN).
 * Addresses of the two versions never mix: excluding `::/0` removes no IPv4 address.
 *
 * @param allowed - the allowed networks: a list as `parseIpBlockList` reads it (CIDR, address,
 *   address and netmask, range, IPv4 wildcard; separated by new lines, commas or spaces).
 * @param excluded - the networks to take out (same forms; may be empty).
 * @param ipv6Form - `compressed` (RFC 5952, default) or `expanded` IPv6 output.
 * @returns the entries as read, the resulting blocks and the number of addresses left per version.
 * @throws ToolInputError when no allowed network is given, or an entry is wrong (its list,
 *   number, line and the part at fault are named).
 * @see RFC 4632 §3.1 (CIDR blocks), WireGuard wg(8) `AllowedIPs`.
 */
export function excludeIpNetworks(allowed: string, excluded: string, ipv6Form: Ipv6Form = 'compressed'): IncludeExcludeResult {
  const include = parseIpBlockList(allowed, 'allowed entry');
  if (include.length === 0) throw new ToolInputError('Enter at least one allowed network, e.g. 0.0.0.0/0.');
  const exclude = parseIpBlockList(excluded, 'excluded entry');
  const result = excludeRanges(include, exclude);
  return {
    allowed: include.map((b) => entry(b, ipv6Form)),
    excluded: exclude.map((b) => entry(b, ipv6Form)),
    cidrs: result.map((c) => formatCidrIn(c, ipv6Form)),
    ipv4Count: cidrsSize(result.filter((c) => c.version === 4)),
    ipv6Count: cidrsSize(result.filter((c) => c.version === 6)),
  };
}

/**
 * Writes a CIDR list in a chosen form.
 *
 * @param cidrs - the blocks.
 * @param format - `comma` (`a, b`), `newline` (one a line) or `wireguard` (`AllowedIPs = a, b`, wg(8) config syntax).
 * @returns the text.
 */
export function formatCidrList(cidrs: readonly string[], format: IncludeExcludeFormat): string {
  if (format === 'newline') return cidrs.join('\n');
  const list = cidrs.join(', ');
  return format === 'wireguard' ? `AllowedIPs = ${list}` : list;
}
