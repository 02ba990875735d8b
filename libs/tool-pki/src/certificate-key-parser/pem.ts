import { ToolInputError } from '@handy-tools/ui/kit';

/** One PEM block (RFC 7468): its label, its RFC 1421 headers (legacy encrypted keys) and its decoded bytes. */
export interface PemBlock {
  /** The label between `-----BEGIN ` and `-----`, e.g. `CERTIFICATE`. */
  label: string;
  /** `Name: value` headers before the base64 body (`Proc-Type`, `DEK-Info`), in order. */
  headers: Record<string, string>;
  /** The DER (or other binary) content. */
  der: Uint8Array;
  /** 1-based line of the BEGIN line in the input. */
  line: number;
}

const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes standard base64 (RFC 4648 §4), ignoring whitespace.
 *
 * @param text - the base64 text; whitespace anywhere is skipped.
 * @param where - names the text in the error message, e.g. "the CERTIFICATE block on line 3".
 * @returns the bytes.
 * @throws ToolInputError when a character is not base64 or the padding is wrong.
 */
export function base64ToBytes(text: string, where = 'the input'): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  if (!BASE64_CHARS.test(clean) || clean.length % 4 === 1) {
    const bad = clean.search(/[^A-Za-z0-9+/=]/);
    throw new ToolInputError(bad >= 0 ? `"${clean[bad]}" is not a base64 character (in ${where}).` : `${where} is not valid base64.`);
  }
  const padded = clean.length % 4 === 0 ? clean : clean + '='.repeat(4 - (clean.length % 4));
  const binary = atob(padded);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * Encodes bytes as standard base64 (RFC 4648 §4), on one line.
 *
 * @param bytes - the bytes.
 * @returns the base64 text with padding.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Encodes bytes as a PEM block (RFC 7468 §2: 64-character lines, LF line ends, trailing LF).
 *
 * @param label - the block's label, e.g. `CERTIFICATE`.
 * @param der - the content.
 * @returns the PEM text.
 */
export function toPem(label: string, der: Uint8Array): string {
  const b64 = bytesToBase64(der);
  const lines = b64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}${lines.length ? '\n' : ''}-----END ${label}-----\n`;
}

/**
 * Finds and decodes every PEM block of a text (RFC 7468, lax parsing: text between blocks is
 * ignored, CRLF accepted; RFC 1421 headers kept for encrypted legacy keys).
 *
 * @param text - a text that may hold several PEM blocks.
 * @returns the blocks in order (empty when there is none).
 * @throws ToolInputError for a BEGIN line without its END line, or a body that is not base64.
 */
export function decodePemBlocks(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  const begin = /-----BEGIN ([A-Z0-9 #-]*[A-Z0-9])-----/g;
  let match: RegExpExecArray | null;
  while ((match = begin.exec(text))) {
    const label = match[1] ?? '';
    const line = text.slice(0, match.index).split('\n').length;
    const endMarker = `-----END ${label}-----`;
    const end = text.indexOf(endMarker, begin.lastIndex);
    if (end < 0) throw new ToolInputError(`The ${label} block on line ${line} has no "${endMarker}" line.`, { line });
    const body = text.slice(begin.lastIndex, end);
    const headers: Record<string, string> = {};
    const lines = body.split(/\r?\n/);
    let i = 0;
    while (i < lines.length && ((lines[i] ?? '').trim() === '' || /^[A-Za-z-]+:/.test(lines[i] ?? ''))) {
      const header = /^([A-Za-z-]+):\s*(.*)$/.exec(lines[i] ?? '');
      if (header?.[1]) headers[header[1]] = (header[2] ?? '').trim();
      i++;
    }
    const der = base64ToBytes(lines.slice(i).join(''), `the ${label} block on line ${line}`);
    blocks.push({ label, headers, der, line });
    begin.lastIndex = end + endMarker.length;
  }
  return blocks;
}

/**
 * Formats bytes as uppercase hexadecimal pairs joined by a separator (OpenSSL's fingerprint style).
 *
 * @param bytes - the bytes.
 * @param separator - put between pairs (default `:`).
 * @returns e.g. `9C:E3:5F`.
 */
export function toHex(bytes: Uint8Array, separator = ':'): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(separator);
}

/** Whether two byte arrays hold the same bytes. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
