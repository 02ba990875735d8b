import { ToolInputError } from '@handy-tools/ui/kit';
import { formatMac, parseMacPrefix, type HexCase, type MacBits, type MacNotation } from '../shared/mac.js';

/** Smallest and largest number of addresses generated at once. */
export const MAC_QUANTITY_MIN = 1;
export const MAC_QUANTITY_MAX = 1000;

/** What to generate. */
export interface MacGeneratorOptions {
  /** How many addresses: a whole number from 1 to 1000. */
  quantity: number;
  /** A prefix as typed (an OUI such as `64:16:7F`, or 0–11 hex digits); empty for none. */
  prefix: string;
  /** Set the I/G bit (group address) when the prefix does not fix the first octet. */
  multicast: boolean;
  /** Set the U/L bit (locally administered) when the prefix does not fix the first octet. */
  local: boolean;
  /** How to write the addresses. */
  notation: MacNotation;
  /** Letter case of the hex digits. */
  hexCase: HexCase;
}

/**
 * Random bytes from the platform's CSPRNG.
 *
 * @param count - how many bytes (at most 65,536, Web Crypto's limit per call).
 * @returns `count` uniformly random bytes.
 * @see W3C Web Cryptography API, `Crypto.getRandomValues`.
 */
export function cryptoRandomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/**
 * Checks a requested quantity.
 *
 * @param quantity - the number of addresses asked for (NaN when the field is empty).
 * @returns the quantity when it is a whole number from 1 to 1000.
 * @throws ToolInputError when it is not.
 */
export function checkMacQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < MAC_QUANTITY_MIN || quantity > MAC_QUANTITY_MAX) {
    const got = Number.isNaN(quantity) ? 'nothing' : String(quantity);
    throw new ToolInputError(`Quantity must be a whole number from ${MAC_QUANTITY_MIN} to ${MAC_QUANTITY_MAX} (got ${got}).`);
  }
  return quantity;
}

/**
 * The I/G and U/L bits a prefix fixes, when it covers the whole first octet (2 hex digits or more).
 *
 * @param prefix - the prefix as typed (see `parseMacPrefix`).
 * @returns the bits, or null when the prefix leaves them to the options.
 * @throws ToolInputError naming the bad part of the prefix.
 * @see IEEE Std 802-2014 §8.2.
 */
export function macPrefixBits(prefix: string): Omit<MacBits, 'broadcast'> | null {
  const digits = parseMacPrefix(prefix);
  if (digits.length < 2) return null;
  const first = Number.parseInt(digits.slice(0, 2), 16);
  return { multicast: (first & 1) === 1, local: (first & 2) === 2 };
}

/**
 * Generates random MAC addresses: the prefix's hex digits, then random digits from a CSPRNG. When
 * the prefix does not reach past the first octet, the I/G bit is set for `multicast` and the U/L
 * bit for `local` (IEEE 802-2014 §8.2); otherwise the prefix's own bits stay. The addresses of one
 * batch are all different.
 *
 * @param options - see {@link MacGeneratorOptions}.
 * @param randomBytes - the source of random bytes (default: Web Crypto's `getRandomValues`);
 *   tests pass their own. Bytes are used whole or masked, never reduced modulo, so every
 *   free bit is uniform.
 * @returns `quantity` distinct addresses, written in `notation` and `hexCase`.
 * @throws ToolInputError for a bad quantity or prefix, or when fewer than `quantity` addresses
 *   share the prefix.
 * @see IEEE Std 802-2014 §8.2; IEEE 802c-2017 (local MAC address space); RFC 7042 §2.1.
 */
export function generateMacAddresses(options: MacGeneratorOptions, randomBytes: (count: number) => Uint8Array = cryptoRandomBytes): string[] {
  const quantity = checkMacQuantity(options.quantity);
  const digits = parseMacPrefix(options.prefix);
  const bitsFixed = digits.length >= 2;
  const freeBits = 48 - digits.length * 4 - (bitsFixed ? 0 : 2);
  if (2 ** freeBits < quantity) {
    throw new ToolInputError(
      `Only ${2 ** freeBits} different addresses start with this prefix and these bits; ask for ${2 ** freeBits} or fewer, or shorten the prefix.`,
    );
  }
  const prefixNibbles = [...digits].map((d) => Number.parseInt(d, 16));
  const seen = new Set<string>();
  const out: string[] = [];
  // Far more draws than distinct addresses need; only a broken random source exhausts them.
  let draws = quantity * 64 + 1024;
  while (out.length < quantity) {
    if (draws-- === 0) throw new Error('the random source keeps repeating itself');
    const bytes = Array.from(randomBytes(6).subarray(0, 6));
    prefixNibbles.forEach((nibble, i) => {
      const index = i >> 1;
      bytes[index] = i % 2 === 0 ? (nibble << 4) | (bytes[index]! & 0x0f) : (bytes[index]! & 0xf0) | nibble;
    });
    if (!bitsFixed) bytes[0] = (bytes[0]! & 0xfc) | (options.local ? 2 : 0) | (options.multicast ? 1 : 0);
    const text = formatMac(bytes, options.notation, options.hexCase);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push(text);
  }
  return out;
}
