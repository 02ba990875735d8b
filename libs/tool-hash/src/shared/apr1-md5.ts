import { md5 } from '@noble/hashes/legacy.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { CRYPT_ALPHABET } from './crypt-salt.js';

const MAGIC = '$apr1$';

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

// crypt's base-64: 6 bits at a time, least significant first, `n` characters.
function to64(value: number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    s += CRYPT_ALPHABET[value & 0x3f];
    value >>>= 6;
  }
  return s;
}

/**
 * Reads the salt of an APR1-MD5 hash or salt string: the text after `$apr1$` (when present) up
 * to the next `$` or the end, at most 8 characters (longer salts are cut, as apr_md5.c does).
 *
 * @param salt - `$apr1$<salt>$…`, `$apr1$<salt>` or the bare salt.
 * @returns the salt (0 to 8 characters).
 * @throws ToolInputError when a salt character is outside `./0-9A-Za-z` (with its position).
 */
export function apr1Salt(salt: string): string {
  let s = salt.startsWith(MAGIC) ? salt.slice(MAGIC.length) : salt;
  const end = s.indexOf('$');
  if (end >= 0) s = s.slice(0, end);
  s = s.slice(0, 8);
  for (let i = 0; i < s.length; i++) {
    if (!CRYPT_ALPHABET.includes(s[i]!)) {
      throw new ToolInputError(`The APR1 salt may only hold the characters ./0-9A-Za-z: "${s[i]}" at position ${i + 1} is not one.`, {
        position: i,
        column: i + 1,
      });
    }
  }
  return s;
}

/**
 * Apache's APR1-MD5 password hash (`htpasswd -m`), i.e. the FreeBSD MD5-crypt algorithm of
 * Poul-Henning Kamp with the magic `$apr1$` instead of `$1$`, as implemented in Apache
 * Portable Runtime's `apr_md5_encode` (apr-util crypto/apr_md5.c): an MD5 of password, magic
 * and salt mixed with MD5(password + salt + password), then 1000 rounds, then crypt's base-64.
 *
 * @param password - the password; its UTF-8 bytes are hashed (no length limit).
 * @param salt - the salt, as accepted by {@link apr1Salt} (normally 8 characters of `./0-9A-Za-z`).
 * @returns `$apr1$<salt>$<22 characters>`, e.g. `apr1Md5('myPassword', 'r31.....')` is
 *   `$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/`.
 * @throws ToolInputError for a salt character outside `./0-9A-Za-z`.
 */
export function apr1Md5(password: string, salt: string): string {
  const s = apr1Salt(salt);
  const enc = new TextEncoder();
  const pw = enc.encode(password);
  const saltBytes = enc.encode(s);
  const magic = enc.encode(MAGIC);

  const alt = md5(concat([pw, saltBytes, pw]));
  const parts: Uint8Array[] = [pw, magic, saltBytes];
  for (let left = pw.length; left > 0; left -= 16) parts.push(alt.subarray(0, Math.min(16, left)));
  // The odd "bit loop" of MD5-crypt: a zero byte for each 1 bit, the password's first byte for each 0 bit.
  for (let i = pw.length; i > 0; i >>>= 1) parts.push(i & 1 ? new Uint8Array(1) : pw.subarray(0, 1));
  let final = md5(concat(parts));

  for (let i = 0; i < 1000; i++) {
    const round: Uint8Array[] = [];
    round.push(i & 1 ? pw : final);
    if (i % 3) round.push(saltBytes);
    if (i % 7) round.push(pw);
    round.push(i & 1 ? final : pw);
    final = md5(concat(round));
  }

  const f = final;
  const encoded =
    to64((f[0]! << 16) | (f[6]! << 8) | f[12]!, 4) +
    to64((f[1]! << 16) | (f[7]! << 8) | f[13]!, 4) +
    to64((f[2]! << 16) | (f[8]! << 8) | f[14]!, 4) +
    to64((f[3]! << 16) | (f[9]! << 8) | f[15]!, 4) +
    to64((f[4]! << 16) | (f[10]! << 8) | f[5]!, 4) +
    to64(f[11]!, 2);
  return `${MAGIC}${s}$${encoded}`;
}
