import { bytesToBase64, bytesToHex, toArrayBuffer } from './bytes.js';
import { md5 } from './md5.js';

/**
 * The SHA-256 fingerprint of an SSH public key as `ssh-keygen -l` prints it (OpenSSH ≥ 6.8):
 * `SHA256:` and the unpadded Base64 of SHA-256 over the public key blob.
 *
 * @param blob - the public key blob (`encodeSshPublicKeyBlob`).
 * @returns e.g. `SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8`.
 */
export async function sshFingerprintSha256(blob: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', toArrayBuffer(blob)));
  return `SHA256:${bytesToBase64(digest).replace(/=+$/, '')}`;
}

/**
 * The legacy MD5 fingerprint of an SSH public key (RFC 4716 §4, `ssh-keygen -l -E md5`):
 * `MD5:` and the colon-separated hex of MD5 over the public key blob.
 *
 * @param blob - the public key blob.
 * @returns e.g. `MD5:c1:b1:30:29:d7:b8:de:6c:97:77:10:d7:46:41:63:87`.
 */
export function sshFingerprintMd5(blob: Uint8Array): string {
  return `MD5:${bytesToHex(md5(blob), ':')}`;
}

/**
 * SHA-256 over a SubjectPublicKeyInfo's DER (RFC 5280 §4.1.2.7): the "SPKI pin" of RFC 7469
 * §2.4 (Base64) and the hex that `openssl pkey -pubin -outform DER | sha256sum` prints.
 *
 * @param spkiDer - the SubjectPublicKeyInfo DER.
 * @returns `{ hex, base64 }` of the 32-byte digest.
 */
export async function spkiSha256(spkiDer: Uint8Array): Promise<{ hex: string; base64: string }> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', toArrayBuffer(spkiDer)));
  return { hex: bytesToHex(digest), base64: bytesToBase64(digest) };
}
