import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { ToolInputError } from '@handy-tools/ui/kit';
import { encodeDigest } from '../shared/encoding.js';

/** PBKDF2 iterations for WPA/WPA2-Personal (IEEE 802.11i-2004 Annex H.4.1). */
export const WPA_PBKDF2_ITERATIONS = 4096;

/**
 * Checks a WPA passphrase: 8 to 63 characters, each printable ASCII (codes 32 to 126), as
 * IEEE 802.11i-2004 Annex H.4.1 (IEEE 802.11-2020 J.4.1) requires.
 *
 * @param passphrase - the passphrase as typed.
 * @returns its bytes (ASCII).
 * @throws ToolInputError naming the first character that is not printable ASCII and its 1-based
 *   position, or the length when it is not 8 to 63 characters (with a hint when 64 hex digits
 *   were typed: that is a raw PSK, not a passphrase).
 */
export function parseWpaPassphrase(passphrase: string): Uint8Array {
  for (let i = 0; i < passphrase.length; i++) {
    const code = passphrase.charCodeAt(i);
    if (code < 32 || code > 126) {
      const shown = code < 32 || code === 127 ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `"${String.fromCodePoint(passphrase.codePointAt(i)!)}"`;
      throw new ToolInputError(
        `The passphrase may only hold printable ASCII characters (space to ~): ${shown} at position ${i + 1} is not one.`,
        { position: i, column: i + 1 },
      );
    }
  }
  if (passphrase.length === 64 && /^[0-9a-fA-F]+$/.test(passphrase)) {
    throw new ToolInputError('64 hexadecimal digits are already a raw PSK, not a passphrase: a passphrase has 8 to 63 characters.');
  }
  if (passphrase.length < 8 || passphrase.length > 63) {
    throw new ToolInputError(`The passphrase must have 8 to 63 characters; it has ${passphrase.length}.`);
  }
  return Uint8Array.from(passphrase, (c) => c.charCodeAt(0));
}

/**
 * Checks an SSID (network name): 1 to 32 bytes once encoded as UTF-8 (IEEE 802.11-2020
 * §9.4.2.2: the SSID element holds 0 to 32 octets; WPA needs a non-empty one).
 *
 * @param ssid - the network name as typed.
 * @returns its UTF-8 bytes.
 * @throws ToolInputError when it is empty or longer than 32 bytes (with its byte count).
 */
export function parseSsid(ssid: string): Uint8Array {
  const bytes = new TextEncoder().encode(ssid);
  if (bytes.length === 0) throw new ToolInputError('The SSID (network name) is empty: type 1 to 32 bytes.');
  if (bytes.length > 32) throw new ToolInputError(`The SSID is ${bytes.length} bytes long in UTF-8; at most 32 are allowed.`);
  return bytes;
}

/**
 * The WPA/WPA2-Personal pre-shared key: PBKDF2 (RFC 8018 §5.2) with HMAC-SHA1, the passphrase
 * as password, the SSID as salt, 4096 iterations, 32 bytes (IEEE 802.11i-2004 Annex H.4.1).
 * Runs asynchronously (in slices) so a page stays responsive.
 *
 * @param passphrase - 8 to 63 printable ASCII characters.
 * @param ssid - the network name, 1 to 32 bytes in UTF-8.
 * @returns the 256-bit PSK as 64 lowercase hex digits.
 * @throws ToolInputError (the promise rejects) for a bad passphrase or SSID.
 */
export async function wpaPsk(passphrase: string, ssid: string): Promise<string> {
  const password = parseWpaPassphrase(passphrase);
  const salt = parseSsid(ssid);
  const key = await pbkdf2Async(sha1, password, salt, { c: WPA_PBKDF2_ITERATIONS, dkLen: 32, asyncTick: 10 });
  return encodeDigest(key, 'hex');
}

/**
 * A `network` block for wpa_supplicant.conf holding the PSK rather than the passphrase. The
 * SSID is written quoted when it is printable ASCII without `"`, else as hex digits (the
 * forms wpa_supplicant.conf accepts for `ssid`).
 *
 * @param ssid - the network name, 1 to 32 bytes in UTF-8.
 * @param psk - the PSK as 64 hex digits.
 * @returns the block, lines separated by `\n`, tab-indented.
 * @throws ToolInputError for a bad SSID or a PSK that is not 64 hex digits.
 */
export function wpaSupplicantBlock(ssid: string, psk: string): string {
  const bytes = parseSsid(ssid);
  if (!/^[0-9a-fA-F]{64}$/.test(psk)) throw new ToolInputError('The PSK must be 64 hexadecimal digits.');
  const printable = bytes.every((b) => b >= 32 && b <= 126 && b !== 34);
  const ssidLine = printable ? `"${ssid}"` : encodeDigest(bytes, 'hex');
  return `network={\n\tssid=${ssidLine}\n\tpsk=${psk.toLowerCase()}\n}`;
}
