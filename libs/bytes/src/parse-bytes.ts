import { ToolInputError } from '@handy-tools/ui/kit';
import type { ByteInputEncoding } from './byte-input-encodings.js';


const utf8 = new TextEncoder();

function fail(what: string, message: string, position?: number): never {
  throw new ToolInputError(
    `${what}: ${message}`,
    position === undefined ? {} : { position, column: position + 1 },
  );
}

/**
 * Reads the bytes a user typed in a field.
 *
 * - `text`: the text encoded as UTF-8 (the WHATWG Encoding Standard's UTF-8 encoder; a lone
 *   surrogate becomes U+FFFD).
 * - `hex`: base 16 digits in any case (RFC 4648 §8), two per byte; whitespace, `:` and `-`
 *   between bytes and a leading `0x` are ignored.
 * - `base64`: RFC 4648 §4 Base64 or §5 Base64url, padding optional, whitespace ignored.
 *
 * @param value - the field's text.
 * @param encoding - how the text writes the bytes.
 * @param what - the field's name for messages, e.g. `"The key"`.
 * @returns the bytes (empty for empty text).
 * @throws ToolInputError naming the field, the bad character and its 1-based position, an odd
 *   number of hex digits, or a Base64 length that cannot be complete.
 */
export function parseBytes(value: string, encoding: ByteInputEncoding, what: string): Uint8Array<ArrayBuffer> {
  switch (encoding) {
    case 'text':
      return utf8.encode(value);
    case 'hex': {
      const start = /^\s*0[xX]/.exec(value)?.[0].length ?? 0;
      const digits: string[] = [];
      for (let i = start; i < value.length; i++) {
        const c = value[i]!;
        if (/[0-9a-fA-F]/.test(c)) digits.push(c);
        else if (!/[\s:-]/.test(c)) fail(what, `"${c}" at position ${i + 1} is not a hexadecimal digit (0–9, a–f).`, i);
      }
      if (digits.length % 2 !== 0) fail(what, `odd number of hexadecimal digits (${digits.length}): each byte takes two.`);
      const out = new Uint8Array(digits.length / 2);
      for (let i = 0; i < out.length; i++) out[i] = parseInt(digits[2 * i]! + digits[2 * i + 1]!, 16);
      return out;
    }
    case 'base64': {
      let body = '';
      let padding = 0;
      let urlSafe = false;
      let standard = false;
      for (let i = 0; i < value.length; i++) {
        const c = value[i]!;
        if (/\s/.test(c)) continue;
        if (c === '=') {
          padding++;
          if (padding > 2) fail(what, `too much "=" padding at position ${i + 1}.`, i);
          continue;
        }
        if (padding > 0) fail(what, `"${c}" at position ${i + 1} comes after the "=" padding, which may only end Base64.`, i);
        if (c === '-' || c === '_') urlSafe = true;
        else if (c === '+' || c === '/') standard = true;
        else if (!/[A-Za-z0-9]/.test(c)) fail(what, `"${c}" at position ${i + 1} is not a Base64 character (A–Z, a–z, 0–9, + /, or - _).`, i);
        if (urlSafe && standard) fail(what, `mixes the Base64 (+ /) and Base64url (- _) alphabets; "${c}" at position ${i + 1}.`, i);
        body += c;
      }
      if (body.length % 4 === 1) fail(what, `incomplete Base64: ${body.length} characters cannot encode whole bytes.`);
      if (padding > 0 && (body.length + padding) % 4 !== 0) fail(what, 'wrong amount of "=" padding for the Base64 length.');
      const std = body.replace(/-/g, '+').replace(/_/g, '/');
      const bin = atob(std + '='.repeat((4 - (std.length % 4)) % 4));
      return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
    }
    default:
      return fail(what, `unknown input format "${String(encoding)}": use text, hex or base64.`);
  }
}
