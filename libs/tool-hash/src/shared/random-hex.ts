/**
 * Random bytes from `crypto.getRandomValues`, written in hex (for salts and client nonces).
 *
 * @param bytes - how many random bytes (default 16: 128 bits).
 * @returns lowercase hex, two digits per byte.
 */
export function randomHex(bytes = 16): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}
