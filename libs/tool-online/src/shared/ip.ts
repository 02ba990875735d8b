import { ToolInputError } from '@handy-tools/ui/kit';
import { Address4, Address6 } from 'ip-address';

/** An IP address checked by `ip-address`, with its version and canonical text. */
export interface CheckedIp {
  version: 4 | 6;
  /** IPv4 in dotted decimal; IPv6 in the RFC 5952 compressed form. */
  address: string;
}

/**
 * Checks that a text is one IPv4 address (dotted decimal, RFC 791) or one IPv6 address
 * (RFC 4291 §2.2 forms), with `ip-address`.
 *
 * @param text - the address; surrounding spaces are ignored; no prefix length, no zone id.
 * @param what - how to call it in messages (e.g. `address`).
 * @returns the version and the canonical text (IPv6 compressed per RFC 5952).
 * @throws ToolInputError naming `what` when the text is empty or not an address.
 */
export function checkIpAddress(text: string, what = 'address'): CheckedIp {
  const value = text.trim();
  if (value === '') throw new ToolInputError(`Enter an ${what}.`);
  if (Address4.isValid(value) && /^\d{1,3}(\.\d{1,3}){3}$/.test(value)) return { version: 4, address: new Address4(value).correctForm() };
  if (value.includes(':') && Address6.isValid(value) && !value.includes('/') && !value.includes('%')) {
    return { version: 6, address: new Address6(value).correctForm() };
  }
  throw new ToolInputError(`“${value.length > 60 ? `${value.slice(0, 60)}…` : value}” is not an IPv4 or IPv6 ${what}.`);
}

/**
 * The reverse-DNS name of an address: `d.c.b.a.in-addr.arpa` for IPv4 (RFC 1035 §3.5) or the
 * 32 nibbles under `ip6.arpa` for IPv6 (RFC 3596 §2.5), without the final dot.
 *
 * @param text - an IPv4 or IPv6 address.
 * @returns e.g. `1.2.0.192.in-addr.arpa` for 192.0.2.1.
 * @throws ToolInputError when the text is not an address (see {@link checkIpAddress}).
 */
export function reverseDnsName(text: string): string {
  const { version, address } = checkIpAddress(text);
  const name = version === 4 ? new Address4(address).reverseForm() : new Address6(address).reverseForm();
  return name.replace(/\.$/, '');
}
