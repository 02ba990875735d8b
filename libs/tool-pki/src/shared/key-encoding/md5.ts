import forgeMd5 from 'node-forge/lib/md5.js';

/**
 * MD5 (RFC 1321) of bytes, with node-forge's implementation (WebCrypto has no MD5). Used only
 * where a legacy format demands it: SSH MD5 fingerprints, OpenSSL's legacy PEM key derivation.
 *
 * @param bytes - the message.
 * @returns the 16-byte digest.
 */
export function md5(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const digest = forgeMd5.create().update(binary, 'raw').digest().getBytes();
  return Uint8Array.from(digest, (c) => c.charCodeAt(0));
}
