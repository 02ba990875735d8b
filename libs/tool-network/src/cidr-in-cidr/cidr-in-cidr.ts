import { ToolInputError } from '@handy-tools/ui/kit';
import type { IpVersion } from '../shared/ip.js';
import {
  cidrsSize,
  excludeRanges,
  formatAddress,
  formatCidrIn,
  parseIpBlock,
  parseIpBlockList,
  rangesContain,
  rangesOverlap,
  rangeSize,
  rangeToCidrs,
  type IpBlock,
  type Ipv6Form,
} from '../shared/ip-range.js';

/** How a block relates to another: all its addresses inside, some, or none. */
export type IpMatch = 'inside' | 'partial' | 'outside';

/** How "inside the list" is judged: in the union of all entries (standard), or within one entry alone. */
export type CidrInCidrMode = 'union' | 'single';

/** A block as read, with its CIDR form and ends. */
export interface CidrInCidrBlock {
  input: string;
  version: IpVersion;
  /** The block as CIDR (several, joined by `, `, for a range that is not one block). */
  cidr: string;
  firstAddress: string;
  lastAddress: string;
  /** Number of addresses, exactly. */
  addressCount: bigint;
}

/** One network of the list and how the tested block relates to it. */
export interface CidrInCidrEntry extends CidrInCidrBlock {
  /** `inside`: the tested block lies wholly in this entry; `partial`: they overlap; `outside`: no address in common. */
  match: IpMatch;
}

/** The result of {@link checkIpInNetworks}. */
export interface CidrInCidrResult {
  tested: CidrInCidrBlock;
  /** The answer under the chosen mode: is the tested block included? */
  included: boolean;
  /** How the tested block relates to the union of the list. */
  match: IpMatch;
  /** Addresses of the tested block that lie in the union of the list, exactly. */
  insideCount: bigint;
  entries: CidrInCidrEntry[];
}

function describe(block: IpBlock, ipv6Form: Ipv6Form): CidrInCidrBlock {
  return {
    input: block.text,
    version: block.version,
    cidr: rangeToCidrs(block)
      .map((c) => formatCidrIn(c, ipv6Form))
      .join(', '),
    firstAddress: formatAddress(block.version, block.start, ipv6Form),
    lastAddress: formatAddress(block.version, block.end, ipv6Form),
    addressCount: rangeSize(block),
  };
}

/**
 * Checks whether an address, range or block (IPv4 or IPv6) lies inside a network or a list
 * of networks, and which entries contain it or overlap it (with `cidr-tools`). An IPv4 address
 * is never inside an IPv6 network, IPv4-mapped ones included (RFC 4291 §2.5.5.2 addresses are
 * IPv6 addresses).
 *
 * @param networks - the networks: a list as `parseIpBlockList` reads it (CIDR, address,
 *   address and netmask, range, IPv4 wildcard; new lines, commas or spaces between them).
 * @param tested - one address, CIDR block, address and netmask, range or wildcard.
 * @param mode - `union` (default): included when every address is in some entry, even spread
 *   over several; `single`: included only when one entry holds it all (the reference tool's rule).
 * @param ipv6Form - `compressed` (RFC 5952, default) or `expanded` IPv6 output.
 * @returns the tested block, the answer, how many of its addresses are inside, and each entry's match.
 * @throws ToolInputError when the list is empty, the tested value is empty, or an entry is
 *   wrong (the message names which and the part at fault).
 * @see RFC 4632 §3.1 (CIDR blocks), RFC 4291 §2.3 (IPv6 prefixes).
 */
export function checkIpInNetworks(
  networks: string,
  tested: string,
  mode: CidrInCidrMode = 'union',
  ipv6Form: Ipv6Form = 'compressed',
): CidrInCidrResult {
  const list = parseIpBlockList(networks, 'network');
  if (list.length === 0) throw new ToolInputError('Enter at least one network, e.g. 192.168.0.0/24.');
  if (tested.trim() === '') throw new ToolInputError('Enter the address, range or block to test.');
  const block = parseIpBlock(tested, 'tested value');
  const entries = list.map((entry): CidrInCidrEntry => {
    const match: IpMatch = rangesContain([entry], block) ? 'inside' : rangesOverlap([entry], [block]) ? 'partial' : 'outside';
    return { ...describe(entry, ipv6Form), match };
  });
  const outsideCount = cidrsSize(excludeRanges([block], list));
  const size = rangeSize(block);
  const match: IpMatch = outsideCount === 0n ? 'inside' : outsideCount === size ? 'outside' : 'partial';
  const included = mode === 'single' ? entries.some((e) => e.match === 'inside') : match === 'inside';
  return { tested: describe(block, ipv6Form), included, match, insideCount: size - outsideCount, entries };
}
