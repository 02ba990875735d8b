import { ToolInputError } from '@handy-tools/ui/kit';
import { formatIpv6Address, expandIpv6Address, parseIpv6Address } from '../shared/ip.js';
import { formatIpv4Address, parseIpv4Address } from '../shared/ipv4.js';
import {
  calculateIpv4Subnet,
  ipv4AddressClass,
  ipv4PtrName,
  ipv4SixToFourPrefix,
  type Ipv4AddressClass,
  type Ipv4SpecialRange,
} from '../ipv4-subnet-calculator/ipv4-subnet-calculator.js';

/**
 * How an IPv4 address was written: dotted decimal (`192.168.1.1`), one decimal integer
 * (`3232235777`), hexadecimal (`0xC0A80101`, or bare hex digits with a letter), binary
 * (`0b…` or 32 binary digits, optionally as four dotted 8-bit groups), octal (`0o…`),
 * an IPv4-mapped IPv6 address (`::ffff:192.168.1.1`) or an IPv4-compatible one (`::192.168.1.1`).
 */
export type Ipv4InputForm = 'dotted' | 'decimal' | 'hex' | 'binary' | 'octal' | 'ipv4-mapped' | 'ipv4-compatible';

/** Every form of one IPv4 address (see {@link convertIpv4Address}). */
export interface Ipv4AddressForms {
  /** How the input was written. */
  form: Ipv4InputForm;
  /** The address as an unsigned 32-bit integer (0 to 2^32 − 1). */
  value: number;
  /** Dotted decimal, e.g. `192.168.1.1`. */
  dotted: string;
  /** The integer in decimal, e.g. `3232235777`. */
  decimal: string;
  /** The integer in hexadecimal, 8 uppercase digits, e.g. `C0A80101`. */
  hex: string;
  /** Each octet in two uppercase hex digits, dotted, e.g. `C0.A8.01.01`. */
  hexDotted: string;
  /** The integer in binary, 32 digits. */
  binary: string;
  /** Each octet in 8 binary digits, dotted, e.g. `11000000.10101000.00000001.00000001`. */
  binaryDotted: string;
  /** The integer in octal with a leading `0` (the C and `inet_aton` form), e.g. `030052000401`. */
  octal: string;
  /** Each octet in octal with a leading `0`, dotted (`inet_aton` reads it), e.g. `0300.0250.01.01`. */
  octalDotted: string;
  /** IPv4-mapped IPv6 address in mixed notation (RFC 5952 §5), e.g. `::ffff:192.168.1.1`. */
  ipv4Mapped: string;
  /** IPv4-mapped IPv6 address in RFC 5952 hex groups, e.g. `::ffff:c0a8:101`. */
  ipv4MappedHex: string;
  /** IPv4-mapped IPv6 address written in full, e.g. `0000:0000:0000:0000:0000:ffff:c0a8:0101`. */
  ipv4MappedExpanded: string;
  /** IPv4-compatible IPv6 address (deprecated) in mixed notation, e.g. `::192.168.1.1`. */
  ipv4Compatible: string;
  /** IPv4-compatible IPv6 address (deprecated) in hex groups, e.g. `::c0a8:101`. */
  ipv4CompatibleHex: string;
  /** The 6to4 prefix (RFC 3056 §2), e.g. `2002:c0a8:101::/48`. */
  sixToFourPrefix: string;
  /** The address behind the NAT64 well-known prefix 64:ff9b::/96 (RFC 6052 §2.1, §2.4), e.g. `64:ff9b::192.168.1.1`. */
  nat64: string;
  /** The address as a /32 CIDR block, e.g. `192.168.1.1/32`. */
  cidr: string;
  /** The reverse DNS (PTR) name, e.g. `1.1.168.192.in-addr.arpa.` (RFC 1035 §3.5). */
  ptrName: string;
  /** The classful class (RFC 791 §3.2, RFC 1112 §4), a historical label. */
  addressClass: Ipv4AddressClass;
  /** The special-purpose blocks (IANA IPv4 Special-Purpose Address Registry) that contain the address; empty for a public address. */
  specialRanges: readonly Ipv4SpecialRange[];
}

const IPV4_MAX = 0xffffffff;

function fail(message: string, position = 0): never {
  throw new ToolInputError(message, { position });
}

/** Reads digits in a base with a BigInt (no precision loss) and checks the 32-bit range. */
function readInteger(digits: string, base: 2 | 8 | 10 | 16, name: string, position: number): number {
  const pattern = { 2: /[^01]/, 8: /[^0-7]/, 10: /[^0-9]/, 16: /[^0-9a-fA-F]/ }[base];
  if (digits === '') fail(`The ${name} number has no digits.`, position);
  const bad = pattern.exec(digits);
  if (bad) fail(`"${bad[0]}" at position ${position + bad.index + 1} is not ${name === 'octal' ? 'an' : 'a'} ${name} digit.`, position + bad.index);
  const prefix = { 2: '0b', 8: '0o', 10: '', 16: '0x' }[base];
  const value = BigInt(prefix + digits);
  if (value > BigInt(IPV4_MAX)) fail(`${digits} (${name}) is ${value} in decimal, more than 4294967295, the largest IPv4 address (255.255.255.255).`, position);
  return Number(value);
}

/**
 * Reads an IPv4 address written in any of the forms of {@link Ipv4InputForm} and tells which.
 * Surrounding spaces are ignored; a `0x`, `0b` or `0o` prefix is case-insensitive.
 *
 * @param input - the text, e.g. `192.168.1.1`, `3232235777`, `0xc0a80101`, `0b11000000…`,
 *   `0o30052000401`, `::ffff:192.168.1.1`, `::ffff:c0a8:101` or `::192.168.1.1`.
 * @returns the address as an unsigned 32-bit integer and the form it was written in.
 * @throws ToolInputError naming the part that is wrong: an empty input, a digit not of the base,
 *   a number over 2^32 − 1, a bad octet (see `parseIpv4Address`), a bad IPv6 address, or an
 *   IPv6 address that carries no IPv4 address (outside ::ffff:0:0/96 and ::/96).
 * @see RFC 791 §3.2, RFC 4291 §2.5.5.1 (IPv4-compatible, deprecated) and §2.5.5.2 (IPv4-mapped).
 */
export function parseIpv4AnyForm(input: string): { value: number; form: Ipv4InputForm } {
  const text = input.trim();
  const offset = input.length - input.trimStart().length;
  if (text === '') fail('Enter an IPv4 address (e.g. 192.168.1.1), an integer or an IPv4-mapped IPv6 address.', 0);
  if (text.includes(':')) {
    const value = parseIpv6Address(text, 'IPv6 address', offset);
    if (value >> 32n === 0xffffn) return { value: Number(value & 0xffffffffn), form: 'ipv4-mapped' };
    if (value >> 32n === 0n) return { value: Number(value), form: 'ipv4-compatible' };
    fail(
      `${formatIpv6Address(value)} does not carry an IPv4 address: an IPv4-mapped address starts with ::ffff: (RFC 4291 §2.5.5.2) and an IPv4-compatible one with 96 zero bits (::a.b.c.d, §2.5.5.1).`,
      offset,
    );
  }
  const prefix = text.slice(0, 2).toLowerCase();
  if (prefix === '0x') return { value: readInteger(text.slice(2), 16, 'hexadecimal', offset + 2), form: 'hex' };
  if (prefix === '0b') return { value: readInteger(text.slice(2), 2, 'binary', offset + 2), form: 'binary' };
  if (prefix === '0o') return { value: readInteger(text.slice(2), 8, 'octal', offset + 2), form: 'octal' };
  if (/^[01]{8}(\.[01]{8}){3}$/.test(text)) return { value: readInteger(text.replaceAll('.', ''), 2, 'binary', offset), form: 'binary' };
  if (text.includes('.')) return { value: parseIpv4Address(text, 'address', offset), form: 'dotted' };
  if (/^[01]{32}$/.test(text)) return { value: readInteger(text, 2, 'binary', offset), form: 'binary' };
  if (/^[0-9]+$/.test(text)) return { value: readInteger(text, 10, 'decimal', offset), form: 'decimal' };
  if (/^[0-9a-fA-F]+$/.test(text)) return { value: readInteger(text, 16, 'hexadecimal', offset), form: 'hex' };
  const bad = /[^0-9a-fA-F]/.exec(text)!;
  return fail(
    `"${bad[0]}" at position ${offset + bad.index + 1} is not part of an IPv4 address: write it dotted (192.168.1.1), as an integer (3232235777, 0xC0A80101, 0b…, 0o…) or as an IPv4-mapped IPv6 address (::ffff:192.168.1.1).`,
    offset + bad.index,
  );
}

const octets = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/**
 * Converts an IPv4 address to every other form: integer in decimal, hexadecimal, binary and
 * octal (whole and per octet), IPv4-mapped and IPv4-compatible IPv6 addresses, the 6to4 prefix,
 * the NAT64 address under the well-known prefix, the PTR name, the class and the special-purpose
 * blocks it belongs to.
 *
 * @param input - the address in any form {@link parseIpv4AnyForm} reads.
 * @returns the forms ({@link Ipv4AddressForms}); IPv6 texts are lowercase RFC 5952 text.
 * @throws ToolInputError as {@link parseIpv4AnyForm}.
 * @see RFC 791 §3.2, RFC 4291 §2.5.5.1 and §2.5.5.2, RFC 5952 §4 and §5, RFC 3056 §2 (6to4),
 *   RFC 6052 §2.1 and §2.4 (NAT64 well-known prefix), RFC 1035 §3.5 (in-addr.arpa), the IANA
 *   IPv4 Special-Purpose Address Registry (RFC 6890).
 */
export function convertIpv4Address(input: string): Ipv4AddressForms {
  const { value, form } = parseIpv4AnyForm(input);
  const dotted = formatIpv4Address(value);
  const parts = octets(value);
  const mapped = 0xffff00000000n | BigInt(value);
  return {
    form,
    value,
    dotted,
    decimal: String(value),
    hex: value.toString(16).toUpperCase().padStart(8, '0'),
    hexDotted: parts.map((o) => o.toString(16).toUpperCase().padStart(2, '0')).join('.'),
    binary: value.toString(2).padStart(32, '0'),
    binaryDotted: parts.map((o) => o.toString(2).padStart(8, '0')).join('.'),
    octal: `0${value.toString(8)}`,
    octalDotted: parts.map((o) => (o === 0 ? '0' : `0${o.toString(8)}`)).join('.'),
    ipv4Mapped: formatIpv6Address(mapped),
    ipv4MappedHex: `::ffff:${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`,
    ipv4MappedExpanded: expandIpv6Address(mapped),
    ipv4Compatible: `::${dotted}`,
    ipv4CompatibleHex: formatIpv6Address(BigInt(value)),
    sixToFourPrefix: ipv4SixToFourPrefix(dotted),
    nat64: `64:ff9b::${dotted}`,
    cidr: `${dotted}/32`,
    ptrName: ipv4PtrName(dotted),
    addressClass: ipv4AddressClass(dotted),
    specialRanges: calculateIpv4Subnet(dotted).specialRanges,
  };
}
