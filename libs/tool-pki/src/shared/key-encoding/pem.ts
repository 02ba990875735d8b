import { ToolInputError } from '@handy-tools/ui/kit';
import { base64ToBytes, bytesToBase64 } from './bytes.js';

/** One PEM block: its label (`PRIVATE KEY`…), its RFC 1421 headers (legacy encrypted keys) and its bytes. */
export interface PemBlock {
  label: string;
  /** Headers such as `Proc-Type` and `DEK-Info` (OpenSSL's legacy encrypted keys); usually empty. */
  headers: Record<string, string>;
  der: Uint8Array<ArrayBuffer>;
}

/**
 * Armours bytes as a PEM block (RFC 7468 §2: `-----BEGIN label-----`, Base64 in lines of 64
 * characters, `-----END label-----`, a final newline).
 *
 * @param label - the label, e.g. `PRIVATE KEY`, `PUBLIC KEY`, `RSA PRIVATE KEY`, `OPENSSH PRIVATE KEY`.
 * @param der - the bytes.
 * @param options - `lineLength` (default 64; ssh-keygen writes 70 for OpenSSH keys) and RFC 1421
 *   `headers` written before the Base64 (OpenSSL's legacy `Proc-Type`/`DEK-Info`).
 * @returns the PEM text.
 * @throws ToolInputError when the label is not a valid RFC 7468 label.
 */
export function pemArmor(label: string, der: Uint8Array, options: { lineLength?: number; headers?: Record<string, string> } = {}): string {
  if (!/^[\x21-\x2c\x2e-\x7e]([- ]?[\x21-\x2c\x2e-\x7e])*$/.test(label)) throw new ToolInputError(`“${label}” is not a valid PEM label.`);
  const lineLength = options.lineLength ?? 64;
  const b64 = bytesToBase64(der);
  const lines: string[] = [];
  for (let i = 0; i < b64.length; i += lineLength) lines.push(b64.slice(i, i + lineLength));
  const headers = Object.entries(options.headers ?? {}).map(([k, v]) => `${k}: ${v}`);
  const head = headers.length ? [...headers, ''] : [];
  return [`-----BEGIN ${label}-----`, ...head, ...lines, `-----END ${label}-----`, ''].join('\n');
}

const BLOCK = /-----BEGIN ([^-\r\n]*(?:-[^-\r\n]+)*)-----([\s\S]*?)-----END ([^-\r\n]*(?:-[^-\r\n]+)*)-----/g;

/**
 * Reads every PEM block of a text (RFC 7468, lax parsing: any whitespace, text between blocks
 * ignored; RFC 1421 headers kept).
 *
 * @param text - the text holding PEM blocks.
 * @returns the blocks, in order (empty when there is none).
 * @throws ToolInputError when a block's END label differs from its BEGIN label or its body is not Base64.
 */
export function pemBlocks(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  for (const m of text.matchAll(BLOCK)) {
    const [, begin = '', body = '', end = ''] = m;
    if (begin !== end) throw new ToolInputError(`The PEM block “${begin}” ends with “-----END ${end}-----”.`);
    const headers: Record<string, string> = {};
    const lines = body.split(/\r?\n/);
    const b64: string[] = [];
    for (const line of lines) {
      if (line.trim() === '' && b64.length === 0) continue;
      const header = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line.trim());
      if (header && b64.length === 0) headers[header[1] ?? ''] = header[2] ?? '';
      else b64.push(line);
    }
    blocks.push({ label: begin, headers, der: base64ToBytes(b64.join(''), `the body of the PEM block “${begin}”`) });
  }
  return blocks;
}

/**
 * Reads the first PEM block of a text, optionally checking its label.
 *
 * @param text - the text holding a PEM block.
 * @param labels - the labels accepted (any when omitted).
 * @returns the block.
 * @throws ToolInputError when there is no PEM block, when its label is not one of `labels`, or as {@link pemBlocks}.
 */
export function pemUnarmor(text: string, labels?: readonly string[]): PemBlock {
  const [block] = pemBlocks(text);
  if (!block) throw new ToolInputError('No PEM block found: expected a line “-----BEGIN …-----”.');
  if (labels && !labels.includes(block.label))
    throw new ToolInputError(`Expected a PEM block ${labels.map((l) => `“${l}”`).join(' or ')}, found “${block.label}”.`);
  return block;
}
