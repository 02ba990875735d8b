/** The 64 characters of crypt(3) salts and hashes, in crypt's order (`./0-9A-Za-z`). */
export const CRYPT_ALPHABET = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A random salt of `length` characters from {@link CRYPT_ALPHABET}, drawn with
 * `crypto.getRandomValues`. The alphabet has 64 characters and 256 is a multiple of 64, so
 * taking the low 6 bits of each random byte is uniform: no modulo bias, no rejection needed.
 *
 * @param length - the number of characters (e.g. 8 for APR1-MD5, 2 for DES crypt).
 * @returns the salt.
 */
export function randomCryptSalt(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let salt = '';
  for (const b of bytes) salt += CRYPT_ALPHABET[b & 63];
  return salt;
}
