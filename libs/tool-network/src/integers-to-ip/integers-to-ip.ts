import { ToolInputError } from '@handy-tools/ui/kit';
import { formatIpv6Address, maxIpValue, parseIpAddress } from '../shared/ip.js';
import { formatIpv4Address } from '../shared/ipv4.js';

/** Bases an integer without a `0x`, `0b` or `0o` prefix can be read in. */
export type IntegerBase = 2 | 8 | 10 | 16;

/** What one entry (an integer or an address) converts to (see {@link convertIntegerOrIp}). */
export interface IntegerIpConversion {
  /** The entry as typed. */
  input: string;
  /** What the entry was: an integer, or an IPv4 or IPv6 address. */
  kind: 'integer' | 'ipv4' | 'ipv6';
  /** The value as an unsigned integer, 0 to 2^128 − 1. */
  value: bigint;
  /** The integer as an IPv4 address (dotted decimal), or `null` when it is over 2^32 − 1. */
  ipv4: string | null;
  /** The integer as a 128-bit IPv6 address, RFC 5952 text (an IPv4-mapped one in mixed notation). */
  ipv6: string;
  /** The integer in decimal. */
  decimal: string;
  /** The integer in hexadecimal, lowercase, with a `0x` prefix. */
  hex: string;
}

const DIGITS: Record<IntegerBase, RegExp> = { 2: /[^01]/, 8: /[^0-7]/, 10: /[^0-9]/, 16: /[^0-9a-fA-F]/ };
const BASE_NAME: Record<IntegerBase, string> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' };
const BASE_PREFIX: Record<IntegerBase, string> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };

/**
 * Converts one entry: an integer (to the IPv4 and IPv6 addresses it stands for) or an address
 * (to its integer). Integers are exact at any size (BigInt).
 *
 * @param entry - an integer with a `0x`, `0b` or `0o` prefix (any case), an integer without a
 *   prefix (read in `base`; in base 16 a leading `0b` is hex digits, not the binary prefix), a dotted IPv4 address or an IPv6 address (RFC 4291 §2.2 text).
 * @param base - the base of an integer written without a prefix (default 10).
 * @param offset - 0-based position of `entry` in the user's input, added to error positions.
 * @returns the value and its forms ({@link IntegerIpConversion}).
 * @throws ToolInputError naming what is wrong: an empty entry, a minus sign, a digit not of the
 *   base, an integer over 2^128 − 1, or a bad address (see `parseIpAddress`).
 * @see RFC 791 §3.2 (32-bit IPv4 addresses), RFC 4291 §2 and §2.2 (128-bit IPv6 addresses and
 *   their text), RFC 5952 (canonical IPv6 text).
 */
export function convertIntegerOrIp(entry: string, base: IntegerBase = 10, offset = 0): IntegerIpConversion {
  let kind: IntegerIpConversion['kind'] = 'integer';
  let value: bigint;
  if (entry === '') throw new ToolInputError('Enter an integer or an IP address.', { position: offset });
  if (entry.includes('.') || entry.includes(':')) {
    const address = parseIpAddress(entry, 'address', offset);
    kind = address.version === 4 ? 'ipv4' : 'ipv6';
    value = address.value;
  } else {
    if (entry.startsWith('-')) throw new ToolInputError(`"${entry}" is negative: an address is an unsigned integer (0 or more).`, { position: offset });
    const prefix = entry.slice(0, 2).toLowerCase();
    // In base 16, "0b…" is hex digits (as in C's strtol and Python's int(…, 16)), not a binary prefix.
    const prefixed = base === 16 && prefix === '0b' ? undefined : ({ '0x': 16, '0b': 2, '0o': 8 } as Record<string, IntegerBase | undefined>)[prefix];
    const readBase = prefixed ?? base;
    const digits = prefixed === undefined ? entry : entry.slice(2);
    const start = offset + entry.length - digits.length;
    if (digits === '') throw new ToolInputError(`"${entry}" has no digits after its prefix.`, { position: start });
    const bad = DIGITS[readBase].exec(digits);
    if (bad) {
      const hint = readBase === 10 && /^[0-9a-fA-F]+$/.test(digits) ? ' Choose base 16 or write it with 0x.' : '';
      throw new ToolInputError(`"${bad[0]}" in "${entry}" (position ${start + bad.index + 1}) is not a ${BASE_NAME[readBase]} digit.${hint}`, {
        position: start + bad.index,
      });
    }
    value = BigInt(BASE_PREFIX[readBase] === '' ? digits : BASE_PREFIX[readBase] + digits);
    if (value > maxIpValue(6)) {
      throw new ToolInputError(`"${entry}" is over 2^128 − 1 (340282366920938463463374607431768211455), the largest IPv6 address.`, { position: offset });
    }
  }
  return {
    input: entry,
    kind,
    value,
    ipv4: value <= maxIpValue(4) ? formatIpv4Address(Number(value)) : null,
    ipv6: formatIpv6Address(value),
    decimal: value.toString(),
    hex: `0x${value.toString(16)}`,
  };
}

/** One entry of a list, where it is, and its conversion or the reason it has none. */
export interface IntegerIpEntry {
  /** 1-based line of the entry. */
  line: number;
  /** 1-based column of the entry's first character. */
  column: number;
  /** The entry as typed. */
  input: string;
  /** The conversion, when the entry is valid. */
  result?: IntegerIpConversion;
  /** The message for users, when the entry is not valid. */
  error?: string;
}

/** Most entries {@link convertIntegerList} converts at once. */
export const INTEGER_LIST_MAX = 10_000;

/**
 * Converts every entry of a text: entries are separated by spaces, commas, semicolons or line
 * breaks, so a list can have one or several per line. A bad entry does not stop the others: it
 * carries its message.
 *
 * @param text - the entries (see {@link convertIntegerOrIp}); blank text gives no entries.
 * @param base - the base of integers written without a prefix (default 10).
 * @returns the entries in order, each with its line and column and its result or error.
 * @throws ToolInputError when there are more than {@link INTEGER_LIST_MAX} entries.
 * @see {@link convertIntegerOrIp}.
 */
export function convertIntegerList(text: string, base: IntegerBase = 10): IntegerIpEntry[] {
  const entries: IntegerIpEntry[] = [];
  let offset = 0;
  for (const [index, line] of text.split('\n').entries()) {
    for (const match of line.matchAll(/[^\s,;]+/g)) {
      if (entries.length === INTEGER_LIST_MAX) {
        throw new ToolInputError(`More than ${INTEGER_LIST_MAX} entries: convert them in parts.`, { line: index + 1, position: offset + match.index });
      }
      const entry: IntegerIpEntry = { line: index + 1, column: match.index + 1, input: match[0] };
      try {
        entry.result = convertIntegerOrIp(match[0], base, offset + match.index);
      } catch (error) {
        if (!(error instanceof ToolInputError)) throw error;
        entry.error = error.message;
      }
      entries.push(entry);
    }
    offset += line.length + 1;
  }
  return entries;
}

/**
 * Converts every entry of a text like {@link convertIntegerList}, but stops at the first bad one.
 *
 * @param text - the entries, separated by spaces, commas, semicolons or line breaks.
 * @param base - the base of integers written without a prefix (default 10).
 * @returns the conversions in order.
 * @throws ToolInputError when the text has no entry, or for the first bad entry, with its line
 *   and column in the message.
 * @see {@link convertIntegerOrIp}.
 */
export function integersToIp(text: string, base: IntegerBase = 10): IntegerIpConversion[] {
  const entries = convertIntegerList(text, base);
  if (entries.length === 0) throw new ToolInputError('Enter an integer or an IP address.');
  return entries.map((entry) => {
    if (entry.error !== undefined) {
      throw new ToolInputError(`Line ${entry.line}, column ${entry.column}: ${entry.error}`, { line: entry.line, column: entry.column });
    }
    return entry.result!;
  });
}
