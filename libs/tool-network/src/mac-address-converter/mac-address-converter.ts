import { ToolInputError } from '@handy-tools/ui/kit';
import { parseIpv6Address } from '../shared/ip.js';
import { bitReverseOctets, eui48ToEui64, formatInterfaceId, formatMac, macBits, macToLinkLocal, modifiedEui64, parseMac, type MacNotation } from '../shared/mac.js';

/** Letter case of the outputs: each notation's usual case, or all lower, or all upper. */
export const MAC_CASES = ['conventional', 'lower', 'upper'] as const;
/**
 * `conventional`: IEEE 802 hyphen form in uppercase (IEEE Std 802-2014 §8.1), the colon, dot and
 * bare forms in lowercase (as IETF documents, Linux and Cisco IOS write them).
 */
export type MacCase = (typeof MAC_CASES)[number];

/** One identifier written in each notation. */
export interface MacForms {
  colon: string;
  hyphen: string;
  dot: string;
  bare: string;
}

/** Everything the converter shows for one address. */
export interface MacConversion {
  /** The octets read (6 for a MAC address, 8 for an EUI-64). */
  bytes: number[];
  /** True when the input was an 8-octet EUI-64 rather than a MAC address. */
  isEui64: boolean;
  /** The input in each notation. */
  forms: MacForms;
  /** The octets separated by dots (`00.1b.63.84.45.e6`), as some tools print them. */
  dotPairs: string;
  /** The address as one hexadecimal number, `0x`-prefixed. */
  hex: string;
  /** The address as one unsigned decimal integer (exact, BigInt). */
  decimal: string;
  /** The bit-reversed (non-canonical, Token Ring) form, in hyphen notation. */
  bitReversed: string;
  /** The first 3 octets: the OUI or CID the address starts with (hyphen notation). */
  oui: string;
  /** I/G bit set (group address). */
  multicast: boolean;
  /** U/L bit set (locally administered). */
  local: boolean;
  /** All ones: the broadcast address. */
  broadcast: boolean;
  /** The EUI-64 with FF-FE inserted; null when the input already is an EUI-64. */
  eui64: MacForms | null;
  /** The modified EUI-64 (U/L bit inverted) in each notation. */
  modifiedEui64: MacForms;
  /** The modified EUI-64 as the IPv6 interface identifier (`21b:63ff:fe84:45e6`). */
  interfaceId: string;
  /** The IPv6 link-local address fe80::/64 + interface identifier, RFC 5952 form. */
  linkLocal: string;
  /** The IPv6 address the identifier was read from, when the input was one; else null. */
  fromIpv6: string | null;
}

/**
 * Reads the MAC address (or EUI-64) inside an IPv6 address whose interface identifier is a
 * modified EUI-64 (RFC 4291 Appendix A): the low 64 bits with the U/L bit inverted back; when
 * they hold FF-FE in the middle, the 48-bit MAC address they were made from.
 *
 * @param text - an IPv6 address such as `fe80::3656:78ff:fe9a:bcde` (a `%zone` suffix is ignored).
 * @returns the octets: 6 (a MAC address) or 8 (an EUI-64).
 * @throws ToolInputError when `text` is not an IPv6 address (the message names the bad part).
 * @see RFC 4291 §2.5.1 and Appendix A; RFC 4862 §5.3.
 */
export function macFromIpv6(text: string): number[] {
  const value = parseIpv6Address(text.trim().replace(/%[^%]*$/, ''));
  const id: number[] = [];
  for (let shift = 56n; shift >= 0n; shift -= 8n) id.push(Number((value >> shift) & 0xffn));
  id[0] = id[0]! ^ 0x02;
  return id[3] === 0xff && id[4] === 0xfe ? [id[0]!, id[1]!, id[2]!, id[5]!, id[6]!, id[7]!] : id;
}

const caseOf = (notation: MacNotation, mode: MacCase) => (mode === 'conventional' ? (notation === 'hyphen' ? 'upper' : 'lower') : mode);

function forms(bytes: readonly number[], mode: MacCase): MacForms {
  return {
    colon: formatMac(bytes, 'colon', caseOf('colon', mode)),
    hyphen: formatMac(bytes, 'hyphen', caseOf('hyphen', mode)),
    dot: formatMac(bytes, 'dot', caseOf('dot', mode)),
    bare: formatMac(bytes, 'bare', caseOf('bare', mode)),
  };
}

/**
 * Converts a MAC address (or an EUI-64) between notations and derives its EUI-64, modified
 * EUI-64 and IPv6 link-local address.
 *
 * @param input - the address in any notation `parseMac` reads (colon, hyphen, Cisco dot,
 *   dotted pairs, spaces, bare; 6 or 8 octets), or an IPv6 address whose interface identifier
 *   is a modified EUI-64 (see {@link macFromIpv6}).
 * @param mode - the letter case of the outputs (see {@link MacCase}); default `conventional`.
 * @returns the forms and properties, see {@link MacConversion}.
 * @throws ToolInputError naming the bad part of the input.
 * @see IEEE Std 802-2014 §8.1–8.2; RFC 4291 §2.5.1, §2.5.6 and Appendix A; RFC 2464 §4–5; RFC 5952.
 */
export function convertMacAddress(input: string, mode: MacCase = 'conventional'): MacConversion {
  let bytes: number[];
  let fromIpv6: string | null = null;
  try {
    bytes = parseMac(input, { eui64: true }).bytes;
  } catch (error) {
    // Not a MAC address: maybe an IPv6 address holding one (fe80::21b:63ff:fe84:45e6).
    const ipv6 = input.trim();
    if (!(error instanceof ToolInputError) || !/:.*:/.test(ipv6) || !/::|[0-9a-fA-F]{3}/.test(ipv6)) throw error;
    bytes = macFromIpv6(ipv6);
    fromIpv6 = ipv6;
  }
  const isEui64 = bytes.length === 8;
  const bits = macBits(bytes);
  const upper = mode === 'upper';
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  const hexDigits = formatMac(bytes, 'bare', upper ? 'upper' : 'lower');
  const modified = modifiedEui64(bytes);
  const interfaceId = formatInterfaceId(modified);
  return {
    bytes,
    isEui64,
    forms: forms(bytes, mode),
    dotPairs: formatMac(bytes, 'colon', upper ? 'upper' : 'lower').replace(/:/g, '.'),
    hex: `0x${hexDigits}`,
    decimal: value.toString(10),
    bitReversed: formatMac(bitReverseOctets(bytes), 'hyphen', mode === 'lower' ? 'lower' : 'upper'),
    oui: formatMac(bytes.slice(0, 3), 'hyphen', mode === 'lower' ? 'lower' : 'upper'),
    multicast: bits.multicast,
    local: bits.local,
    broadcast: bits.broadcast,
    eui64: isEui64 ? null : forms(eui48ToEui64(bytes), mode),
    modifiedEui64: forms(modified, mode),
    interfaceId: upper ? interfaceId.toUpperCase() : interfaceId,
    linkLocal: macToLinkLocal(bytes),
    fromIpv6,
  };
}
