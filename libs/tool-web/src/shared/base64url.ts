/**
 * Base64 and base64url text ⇄ UTF-8 strings (RFC 4648 §4 and §5), for link formats that carry a
 * URL in Base64: Microsoft Graph share ids (`u!…`), Sophos and Proofpoint v3 wrappers.
 */

/**
 * Decodes Base64 or base64url (RFC 4648 §4, §5) to the UTF-8 text it encodes. Padding is
 * optional, and both alphabets are accepted (`+/` and `-_`).
 *
 * @param encoded - the Base64 text; white space is not allowed.
 * @returns the decoded text, or `null` when the input is not Base64 or its bytes are not UTF-8.
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-5
 */
export function decodeBase64Utf8(encoded: string): string | null {
  const bytes = decodeBase64Bytes(encoded);
  if (bytes === null) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Decodes Base64 or base64url (RFC 4648 §4, §5) to bytes; padding optional.
 *
 * @param encoded - the Base64 text.
 * @returns the bytes, or `null` when the input is not Base64 (a character outside both
 *   alphabets, misplaced padding, or a length that leaves a lone character).
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-4
 */
export function decodeBase64Bytes(encoded: string): Uint8Array | null {
  const unpadded = encoded.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/_-]*$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  const standard = unpadded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Encodes text as unpadded base64url of its UTF-8 bytes (RFC 4648 §5, padding omitted as §3.2
 * allows).
 *
 * @param text - any well-formed text.
 * @returns the base64url text (`A–Z a–z 0–9 - _`).
 * @see https://www.rfc-editor.org/rfc/rfc4648#section-5
 */
export function encodeBase64UrlUtf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
