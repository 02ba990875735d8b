import { ToolInputError } from '@handy-tools/ui/kit';
import { Address4 } from 'ip-address';

/** Number of addresses in the IPv4 space (2^32). */
export const IPV4_SPACE_SIZE = 2 ** 32;

/**
 * Checks a dotted-decimal IPv4 address strictly and explains what is wrong, then parses it
 * with `ip-address`.
 *
 * Accepts exactly four decimal octets from 0 to 255 separated by dots, without leading zeros
 * (a leading zero is read as octal by some systems, e.g. `inet_aton`, so `010` is ambiguous).
 *
 * @param text - the address, e.g. `192.168.0.1`.
 * @param what - how to call the value in messages (e.g. `address`, `netmask`).
 * @param offset - 0-based position of `text` in the user's input, added to error positions.
 * @returns the address as an unsigned 32-bit integer (0 to 2^32 − 1).
 * @throws ToolInputError when the text is not a dotted-decimal IPv4 address; the message
 *   names the octet at fault and `position` points at it.
 * @see RFC 791 §3.2 (32-bit addresses), RFC 1123 §2.1 (dotted-decimal form).
 */
export function parseIpv4Address(text: string, what = 'address', offset = 0): number {
  if (text.length === 0) throw new ToolInputError(`The ${what} is empty.`, { position: offset });
  const parts = text.split('.');
  if (parts.length !== 4) {
    throw new ToolInputError(
      `The ${what} "${text}" must have 4 numbers separated by dots (e.g. 192.168.0.1), but it has ${parts.length}.`,
      { position: offset },
    );
  }
  let position = offset;
  for (const [i, part] of parts.entries()) {
    const n = i + 1;
    if (!/^\d+$/.test(part)) {
      throw new ToolInputError(
        part === '' ? `Octet ${n} of the ${what} is missing.` : `Octet ${n} of the ${what} ("${part}") is not a decimal number.`,
        { position },
      );
    }
    if (part.length > 1 && part.startsWith('0')) {
      throw new ToolInputError(
        `Octet ${n} of the ${what} ("${part}") has a leading zero, which some systems read as octal; write ${Number(part)}.`,
        { position },
      );
    }
    if (Number(part) > 255) {
      throw new ToolInputError(`Octet ${n} of the ${what} is ${part}, but an octet must be from 0 to 255.`, { position });
    }
    position += part.length + 1;
  }
  try {
    return Number(new Address4(text).bigInt());
  } catch (cause) {
    throw new ToolInputError(`The ${what} "${text}" is not a valid IPv4 address.`, { position: offset, cause });
  }
}

/**
 * Formats an unsigned 32-bit integer as a dotted-decimal IPv4 address (with `ip-address`).
 *
 * @param value - an integer from 0 to 2^32 − 1.
 * @returns the dotted-decimal address, e.g. `192.168.0.1`.
 * @throws RangeError when `value` is not an integer in range (a programming error, not user input).
 */
export function formatIpv4Address(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= IPV4_SPACE_SIZE) throw new RangeError(`Not an IPv4 address integer: ${value}`);
  return Address4.fromBigInt(BigInt(value)).correctForm();
}

/**
 * The netmask of a prefix length.
 *
 * @param prefix - prefix length from 0 to 32.
 * @returns the netmask as an unsigned 32-bit integer (`prefix` one bits followed by zero bits).
 * @throws RangeError when `prefix` is not an integer from 0 to 32 (a programming error).
 * @see RFC 4632 §3.1 (prefix length and mask).
 */
export function prefixToMaskInteger(prefix: number): number {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) throw new RangeError(`Not a prefix length: ${prefix}`);
  return prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
}

/**
 * The prefix length of a contiguous netmask.
 *
 * @param mask - the netmask as an unsigned 32-bit integer.
 * @returns the number of leading one bits (0 to 32), or `null` when the mask is not
 *   contiguous (a one bit follows a zero bit, e.g. 255.0.255.0).
 * @see RFC 4632 §3.1, RFC 950 (contiguous subnet masks are recommended; CIDR requires them).
 */
export function maskIntegerToPrefix(mask: number): number | null {
  const inverted = ~mask >>> 0;
  // A contiguous mask's inverse is 2^k − 1: adding 1 gives a power of two.
  if ((inverted & (inverted + 1)) !== 0) return null;
  return 32 - Math.log2(inverted + 1);
}
