import { ToolInputError } from '@handy-tools/ui/kit';
import { formatIpv6Address } from './ip.js';

/**
 * MAC addresses (EUI-48) and EUI-64 identifiers: parsing in every common notation, formatting,
 * the I/G and U/L bits, modified EUI-64 and the IPv6 link-local address.
 *
 * Sources: IEEE Std 802-2014 §8.1 (hexadecimal representation: octets as two hex digits
 * separated by hyphens, first octet first) and §8.2 (the I/G bit is the least significant bit
 * of the first octet, the U/L bit the next one); IEEE "Guidelines for Use of Extended Unique
 * Identifier (EUI), Organizationally Unique Identifier (OUI), and Company ID (CID)" (2017);
 * RFC 4291 §2.5.1 and Appendix A (modified EUI-64 interface identifiers); RFC 7042 §2.
 */

/** The ways a MAC address is written. */
export const MAC_NOTATIONS = ['colon', 'hyphen', 'dot', 'bare'] as const;
/**
 * `colon` `00:1b:63:84:45:e6` (IETF, Linux, macOS); `hyphen` `00-1B-63-84-45-E6` (IEEE 802
 * §8.1, Windows); `dot` `001b.6384.45e6` (Cisco: groups of four hex digits); `bare`
 * `001b638445e6`.
 */
export type MacNotation = (typeof MAC_NOTATIONS)[number];

/** Letter case of the hexadecimal digits. */
export type HexCase = 'lower' | 'upper';

/** A parsed MAC address or EUI-64: its octets, first octet first (transmission order of IEEE 802 §8.1). */
export interface ParsedMac {
  /** 6 octets for an EUI-48 (MAC address), 8 for an EUI-64; each 0–255. */
  bytes: number[];
  /** The notation the text was written in. */
  notation: MacNotation | 'space';
}

const HEX = /^[0-9a-fA-F]+$/;

/**
 * Reads a MAC address (EUI-48) or, when allowed, an EUI-64, in any common notation:
 * colon (`00:1b:63:84:45:e6`, also with one-digit groups such as `0:1b:63:84:45:e6` as macOS
 * prints them), hyphen (`00-1B-63-84-45-E6`), Cisco dot (`001b.6384.45e6`), dotted pairs
 * (`00.1b.63.84.45.e6`), spaces (`00 1b 63 84 45 e6`) or bare hex (`001b638445e6`). Case does
 * not matter; spaces around the address are ignored.
 *
 * @param text - the address as typed.
 * @param options - `eui64`: also accept 8-octet EUI-64 identifiers (default false).
 * @returns the octets (6, or 8 for an EUI-64) and the notation found.
 * @throws ToolInputError naming the bad part (a group, a character and its position, mixed
 *   separators, the wrong number of groups or digits) when the text is not such an address.
 * @see IEEE Std 802-2014 §8.1; Cisco IOS `show mac address-table` notation.
 */
export function parseMac(text: string, options: { eui64?: boolean } = {}): ParsedMac {
  const start = text.length - text.trimStart().length;
  const body = text.trim();
  const allowed = options.eui64 ? [6, 8] : [6];
  const expected = options.eui64 ? '6 octets (a MAC address) or 8 (an EUI-64)' : '6 octets';
  if (body === '') throw new ToolInputError('Enter a MAC address, e.g. 00:1b:63:84:45:e6.');
  const separators = [...new Set(body.replace(/[0-9a-fA-F]/g, ''))];
  const known = [':', '-', '.', ' '];
  const bad = separators.find((c) => !known.includes(c));
  if (bad !== undefined) {
    const index = body.indexOf(bad);
    throw new ToolInputError(
      `Character ${start + index + 1} "${bad}" is not a hexadecimal digit (0–9, a–f) nor a separator (":", "-", "." or a space).`,
      { position: start + index },
    );
  }
  if (separators.length > 1) {
    const second = separators[1]!;
    const index = body.indexOf(second);
    throw new ToolInputError(
      `The address mixes separators: "${separators[0]}" and then "${second}" at character ${start + index + 1}. Use one kind throughout.`,
      { position: start + index },
    );
  }
  const separator = separators[0];
  if (separator === undefined) {
    // Bare hex: 12 digits (or 16 for an EUI-64).
    const digits = body.length;
    if (!allowed.includes(digits / 2)) {
      throw new ToolInputError(`"${body}" has ${digits} hexadecimal digits; a MAC address without separators has 12${options.eui64 ? ' (an EUI-64 16)' : ''}.`, {
        position: start,
      });
    }
    return { bytes: hexToBytes(body), notation: 'bare' };
  }
  const groups = body.split(separator === ' ' ? / +/ : separator);
  // Positions of each group in the text, for messages.
  const positions: number[] = [];
  let at = start;
  for (const group of groups) {
    positions.push(at);
    at += group.length + 1;
    if (separator === ' ') while (text[at] === ' ') at++;
  }
  const emptyIndex = groups.findIndex((g) => g === '');
  if (emptyIndex >= 0) {
    throw new ToolInputError(`Group ${emptyIndex + 1} is empty: two "${separator}" in a row, or a "${separator}" at the start or end.`, {
      position: positions[emptyIndex],
    });
  }
  const notation: ParsedMac['notation'] = separator === ':' ? 'colon' : separator === '-' ? 'hyphen' : separator === '.' ? 'dot' : 'space';
  // Cisco dot notation: groups of four digits (three for a MAC address, four for an EUI-64).
  if (separator === '.' && groups.every((g) => g.length === 4) && allowed.includes(groups.length * 2)) {
    return { bytes: hexToBytes(groups.join('')), notation: 'dot' };
  }
  if (separator === '.' && groups.some((g) => g.length > 2)) {
    const wrong = groups.findIndex((g) => g.length !== 4);
    if (wrong >= 0) {
      throw new ToolInputError(
        `Group ${wrong + 1} "${groups[wrong]}" has ${groups[wrong]!.length} digits; in Cisco dot notation (001b.6384.45e6) each group has 4.`,
        { position: positions[wrong] },
      );
    }
    throw new ToolInputError(`Cisco dot notation has 3 groups of 4 digits${options.eui64 ? ' (4 groups for an EUI-64)' : ''}; this address has ${groups.length}.`, {
      position: start,
    });
  }
  const long = groups.findIndex((g) => g.length > 2);
  if (long >= 0) {
    throw new ToolInputError(`Group ${long + 1} "${groups[long]}" has ${groups[long]!.length} digits; each group separated by "${separator}" is one octet: 1 or 2 hex digits.`, {
      position: positions[long],
    });
  }
  if (!allowed.includes(groups.length)) {
    throw new ToolInputError(`The address has ${groups.length} groups; it needs ${expected}.`, { position: start });
  }
  return { bytes: groups.map((g) => Number.parseInt(g, 16)), notation };
}

/** Octets of an even-length hex string already checked by the caller. */
function hexToBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}

/**
 * Writes octets in one notation.
 *
 * @param bytes - the octets, first octet first (6 for a MAC address, 8 for an EUI-64; any
 *   even count works for `dot`, any count for the others); each 0–255.
 * @param notation - see {@link MacNotation}.
 * @param hexCase - `lower` (default) or `upper` hex digits.
 * @returns e.g. `00:1b:63:84:45:e6`, `00-1B-63-84-45-E6`, `001b.6384.45e6`, `001b638445e6`.
 * @throws RangeError when an octet is not an integer 0–255 (a bug of the caller, not bad input).
 * @see IEEE Std 802-2014 §8.1.
 */
export function formatMac(bytes: readonly number[], notation: MacNotation, hexCase: HexCase = 'lower'): string {
  for (const b of bytes) if (!Number.isInteger(b) || b < 0 || b > 255) throw new RangeError(`${b} is not an octet`);
  const pairs = bytes.map((b) => b.toString(16).padStart(2, '0'));
  let text: string;
  if (notation === 'colon') text = pairs.join(':');
  else if (notation === 'hyphen') text = pairs.join('-');
  else if (notation === 'bare') text = pairs.join('');
  else {
    const groups: string[] = [];
    for (let i = 0; i < pairs.length; i += 2) groups.push(pairs.slice(i, i + 2).join(''));
    text = groups.join('.');
  }
  return hexCase === 'upper' ? text.toUpperCase() : text;
}

/** The I/G and U/L bits of the first octet, and what they mean. */
export interface MacBits {
  /** I/G bit (bit 0 of octet 0) set: a group (multicast) address; clear: an individual (unicast) one. */
  multicast: boolean;
  /** U/L bit (bit 1 of octet 0) set: locally administered; clear: universally administered (assigned under an IEEE OUI or CID). */
  local: boolean;
  /** Every octet 0xff: the broadcast address (a group address). */
  broadcast: boolean;
}

/**
 * Reads the I/G and U/L bits of an address.
 *
 * @param bytes - the octets, first octet first (at least one).
 * @returns the bits (see {@link MacBits}).
 * @throws RangeError when `bytes` is empty.
 * @see IEEE Std 802-2014 §8.2 (Figure 8-1: I/G is the least significant bit of the first octet, U/L the next).
 */
export function macBits(bytes: readonly number[]): MacBits {
  const first = bytes[0];
  if (first === undefined) throw new RangeError('no octets');
  return { multicast: (first & 1) === 1, local: (first & 2) === 2, broadcast: bytes.every((b) => b === 0xff) };
}

/**
 * The EUI-64 an EUI-48 maps to by inserting `FF-FE` between the OUI and the extension
 * (the mapping RFC 4291 uses; IEEE's EUI guidelines call the EUI-48 form `FF-FE`).
 *
 * @param bytes - a MAC address: 6 octets.
 * @returns 8 octets: the 3 OUI octets, 0xff, 0xfe, the 3 extension octets.
 * @throws RangeError when `bytes` does not hold 6 octets.
 * @see RFC 4291 Appendix A ("Creating Modified EUI-64 Format Interface Identifiers", IEEE 802 48-bit MACs).
 */
export function eui48ToEui64(bytes: readonly number[]): number[] {
  if (bytes.length !== 6) throw new RangeError('an EUI-48 has 6 octets');
  return [bytes[0]!, bytes[1]!, bytes[2]!, 0xff, 0xfe, bytes[3]!, bytes[4]!, bytes[5]!];
}

/**
 * The modified EUI-64 interface identifier of a MAC address or EUI-64: the EUI-64 with its U/L
 * bit inverted ("u" bit set to 1 for universal scope), so that locally administered
 * identifiers such as ::1 stay short.
 *
 * @param bytes - 6 octets (a MAC address, first mapped with {@link eui48ToEui64}) or 8 (an EUI-64).
 * @returns the 8 octets of the interface identifier.
 * @throws RangeError when `bytes` holds neither 6 nor 8 octets.
 * @see RFC 4291 §2.5.1 and Appendix A: 34-56-78-9A-BC-DE → 3656:78FF:FE9A:BCDE.
 */
export function modifiedEui64(bytes: readonly number[]): number[] {
  const eui64 = bytes.length === 6 ? eui48ToEui64(bytes) : [...bytes];
  if (eui64.length !== 8) throw new RangeError('a MAC address has 6 octets, an EUI-64 8');
  eui64[0] = eui64[0]! ^ 0x02;
  return eui64;
}

/**
 * Writes an 8-octet interface identifier as IPv6 writes the low 64 bits: four groups of four
 * hex digits, leading zeros dropped, e.g. `21b:63ff:fe84:45e6`.
 *
 * @param bytes - 8 octets.
 * @returns the four groups joined by ":".
 * @throws RangeError when `bytes` does not hold 8 octets.
 * @see RFC 4291 §2.2 (form 1, leading zeros omitted), RFC 5952 §4.3 (lowercase).
 */
export function formatInterfaceId(bytes: readonly number[]): string {
  if (bytes.length !== 8) throw new RangeError('an interface identifier has 8 octets');
  const groups: string[] = [];
  for (let i = 0; i < 8; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

/**
 * The IPv6 link-local address of an interface with this MAC address or EUI-64: `fe80::/64`
 * followed by the modified EUI-64 interface identifier, in RFC 5952 form.
 *
 * @param bytes - 6 octets (a MAC address) or 8 (an EUI-64).
 * @returns e.g. `fe80::21b:63ff:fe84:45e6` for 00:1b:63:84:45:e6.
 * @throws RangeError when `bytes` holds neither 6 nor 8 octets.
 * @see RFC 4291 §2.5.6 (link-local unicast) and Appendix A; RFC 4862 §5.3; RFC 5952.
 */
export function macToLinkLocal(bytes: readonly number[]): string {
  const id = modifiedEui64(bytes);
  let interfaceId = 0n;
  for (const b of id) interfaceId = (interfaceId << 8n) | BigInt(b);
  return formatIpv6Address((0xfe80n << 112n) | interfaceId);
}

/**
 * Reverses the bits of each octet: the "non-canonical" (bit-reversed) form used on Token Ring
 * and FDDI, where the most significant bit of each octet is sent first.
 *
 * @param bytes - the octets (each 0–255).
 * @returns the octets with their bits reversed (0x01 → 0x80).
 * @see IEEE Std 802-2014 §8.1 and RFC 2469 ("canonical" vs bit-reversed MAC representation).
 */
export function bitReverseOctets(bytes: readonly number[]): number[] {
  return bytes.map((b) => {
    let r = 0;
    for (let i = 0; i < 8; i++) r |= ((b >> i) & 1) << (7 - i);
    return r;
  });
}

/**
 * Reads a MAC address prefix (an OUI or a shorter or longer one) as hex nibbles: `64:16:7F`,
 * `64-16-7f`, `6416.7f`, `64167F`, or an odd number of bare digits such as `0055DA5` (a 28-bit
 * MA-M prefix). With separators each group is a whole octet (2 digits; 4 for Cisco dot groups).
 *
 * @param text - the prefix as typed; empty or blank means no prefix.
 * @returns the prefix as hex digits, lowercase (0 to 11 of them).
 * @throws ToolInputError naming the bad character or group, or when the prefix is 12 digits
 *   or more (then nothing would be left to generate).
 * @see IEEE Registration Authority: MA-L (24-bit), MA-M (28-bit), MA-S (36-bit) prefixes.
 */
export function parseMacPrefix(text: string): string {
  const start = text.length - text.trimStart().length;
  const body = text.trim();
  if (body === '') return '';
  const badIndex = body.search(/[^0-9a-fA-F:.\- ]/);
  if (badIndex >= 0) {
    throw new ToolInputError(`Character ${start + badIndex + 1} "${body[badIndex]}" of the prefix is not a hexadecimal digit (0–9, a–f) nor a separator.`, {
      position: start + badIndex,
    });
  }
  const separators = [...new Set(body.replace(/[0-9a-fA-F]/g, ''))];
  if (separators.length > 1) {
    const index = body.indexOf(separators[1]!);
    throw new ToolInputError(`The prefix mixes separators: "${separators[0]}" and then "${separators[1]}" at character ${start + index + 1}.`, {
      position: start + index,
    });
  }
  let digits: string;
  if (separators.length === 0) digits = body;
  else {
    const sep = separators[0]!;
    const groups = body.split(sep === ' ' ? / +/ : sep).filter((g, i, all) => g !== '' || i !== all.length - 1);
    const size = sep === '.' && groups.some((g) => g.length > 2) ? 4 : 2;
    // A Cisco-dot prefix may end in half a group (6416.7f).
    const wrong = groups.findIndex((g, i) => g.length !== size && !(size === 4 && i === groups.length - 1 && g.length === 2));
    if (wrong >= 0) {
      throw new ToolInputError(`Group ${wrong + 1} "${groups[wrong]}" of the prefix should have ${size} hex digits (a whole ${size === 2 ? 'octet' : 'Cisco group'}).`, {
        position: start,
      });
    }
    digits = groups.join('');
  }
  if (digits.length >= 12) throw new ToolInputError(`The prefix has ${digits.length} hex digits; it must be shorter than a whole MAC address (12 digits).`);
  if (!HEX.test(digits) && digits !== '') throw new ToolInputError('The prefix must be hexadecimal digits.');
  return digits.toLowerCase();
}
