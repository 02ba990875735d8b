import { fileTypeFromBuffer } from 'file-type';
import { ToolInputError } from '@handy-tools/ui/kit';

/** How many leading bytes are read: enough for file-type's detectors (its `reasonableDetectionSizeInBytes` is 4100). */
export const SAMPLE_BYTES = 4100;

/** A signature (magic number) the tool can point at in the bytes shown. */
export interface Signature {
  /** Byte offset of the signature. */
  offset: number;
  /** The signature's bytes. */
  bytes: readonly number[];
  /** What it is, in English (the format's name). */
  description: string;
  /** Where the signature is defined. */
  source: string;
}

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** Signatures of common formats by MIME type, from their specifications (for highlighting and a description). */
export const SIGNATURES: Record<string, Signature> = {
  'image/png': {
    offset: 0,
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    description: 'PNG image',
    source: 'PNG (ISO/IEC 15948) §5.2',
  },
  'image/jpeg': { offset: 0, bytes: [0xff, 0xd8, 0xff], description: 'JPEG image', source: 'ITU-T T.81 (SOI marker FFD8)' },
  'image/gif': { offset: 0, bytes: ascii('GIF8'), description: 'GIF image', source: 'GIF89a specification §17' },
  'image/webp': { offset: 8, bytes: ascii('WEBP'), description: 'WebP image', source: 'RFC 9649 §2' },
  'image/bmp': { offset: 0, bytes: ascii('BM'), description: 'BMP image', source: 'BITMAPFILEHEADER' },
  'image/tiff': { offset: 0, bytes: [0x49, 0x49, 0x2a, 0x00], description: 'TIFF image', source: 'TIFF 6.0 §2' },
  'image/x-icon': { offset: 0, bytes: [0x00, 0x00, 0x01, 0x00], description: 'Windows icon', source: 'ICO header' },
  'application/pdf': { offset: 0, bytes: ascii('%PDF-'), description: 'PDF document', source: 'ISO 32000-1 §7.5.2' },
  'application/zip': { offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04], description: 'ZIP archive', source: 'PKWARE APPNOTE §4.3.7' },
  'application/gzip': { offset: 0, bytes: [0x1f, 0x8b], description: 'gzip compressed data', source: 'RFC 1952 §2.3.1' },
  'application/x-bzip2': { offset: 0, bytes: ascii('BZh'), description: 'bzip2 compressed data', source: 'bzip2 format' },
  'application/x-xz': {
    offset: 0,
    bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00],
    description: 'xz compressed data',
    source: 'XZ file format §2.1.1.1',
  },
  'application/zstd': { offset: 0, bytes: [0x28, 0xb5, 0x2f, 0xfd], description: 'Zstandard compressed data', source: 'RFC 8878 §3.1.1' },
  'application/x-7z-compressed': {
    offset: 0,
    bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c],
    description: '7-Zip archive',
    source: '7z format',
  },
  'application/x-tar': { offset: 257, bytes: ascii('ustar'), description: 'tar archive', source: 'POSIX.1-1988 ustar' },
  'application/wasm': { offset: 0, bytes: [0x00, 0x61, 0x73, 0x6d], description: 'WebAssembly module', source: 'WebAssembly Core §5.5.16' },
  'application/x-elf': { offset: 0, bytes: [0x7f, 0x45, 0x4c, 0x46], description: 'ELF executable', source: 'System V ABI' },
  'application/x-sqlite3': {
    offset: 0,
    bytes: ascii('SQLite format 3\0'),
    description: 'SQLite database',
    source: 'SQLite file format §1.3',
  },
  'audio/mpeg': { offset: 0, bytes: ascii('ID3'), description: 'MP3 audio (ID3 tag)', source: 'ID3v2 §3.1' },
  'audio/ogg': { offset: 0, bytes: ascii('OggS'), description: 'Ogg audio', source: 'RFC 3533 §6' },
  'audio/flac': { offset: 0, bytes: ascii('fLaC'), description: 'FLAC audio', source: 'RFC 9639 §6' },
  'audio/wav': { offset: 8, bytes: ascii('WAVE'), description: 'WAVE audio', source: 'RIFF WAVE' },
  'video/mp4': { offset: 4, bytes: ascii('ftyp'), description: 'MP4 video', source: 'ISO/IEC 14496-12 §4.3' },
  'video/webm': { offset: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3], description: 'WebM video', source: 'RFC 9559 (EBML header)' },
  'font/woff2': { offset: 0, bytes: ascii('wOF2'), description: 'WOFF2 font', source: 'W3C WOFF2 §3' },
  'font/woff': { offset: 0, bytes: ascii('wOFF'), description: 'WOFF font', source: 'W3C WOFF §3' },
};

/** A guess about data no signature matched. */
export interface TextGuess {
  /** `text` (decodes as text) or `binary`. */
  kind: 'text' | 'binary';
  /** The charset guess: `UTF-8 (BOM)`, `UTF-16LE (BOM)`, `UTF-16BE (BOM)`, `UTF-32LE (BOM)`, `UTF-32BE (BOM)`, `ASCII`, `UTF-8`, `single-byte (e.g. Windows-1252)`, or null for binary. */
  charset: string | null;
  /** Length of the byte order mark found (0 when none). */
  bomLength: number;
  /** Line endings seen: `LF`, `CRLF`, `CR`, `mixed` or `none`. */
  lineEndings: 'LF' | 'CRLF' | 'CR' | 'mixed' | 'none' | null;
}

/** What {@link detectFileType} finds. */
export interface Detection {
  /** The detected extension (file-type), or null. */
  ext: string | null;
  /** The detected MIME type (file-type), or null. */
  mime: string | null;
  /** The format's name when known ({@link SIGNATURES}), or null. */
  description: string | null;
  /** The signature to highlight, when it is one of {@link SIGNATURES} and present in the bytes. */
  signature: Signature | null;
  /** For data without a signature: is it text, in which charset. */
  text: TextGuess | null;
}

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'UTF-8 (BOM)'],
  [[0xff, 0xfe, 0x00, 0x00], 'UTF-32LE (BOM)'],
  [[0x00, 0x00, 0xfe, 0xff], 'UTF-32BE (BOM)'],
  [[0xff, 0xfe], 'UTF-16LE (BOM)'],
  [[0xfe, 0xff], 'UTF-16BE (BOM)'],
];

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + sig.length) return false;
  return sig.every((b, i) => bytes[offset + i] === b);
}

/**
 * Guesses whether bytes with no signature are text and in which charset: a byte order mark
 * (Unicode §23.8) decides; else valid UTF-8 (WHATWG Encoding) with no control characters other
 * than tab, line feed, carriage return and form feed is ASCII or UTF-8 text; bytes that are not
 * UTF-8 but hold no NUL and few control characters are a single-byte charset; anything else is binary.
 * The last UTF-8 sequence may be cut by the sample's end and is allowed to be incomplete.
 *
 * @param bytes - the first bytes of the file (up to {@link SAMPLE_BYTES}).
 * @param truncated - true when `bytes` is only the start of a longer file.
 * @returns {@link TextGuess}.
 */
export function guessText(bytes: Uint8Array, truncated = false): TextGuess {
  for (const [bom, charset] of BOMS) {
    if (startsWith(bytes, bom)) return { kind: 'text', charset, bomLength: bom.length, lineEndings: lineEndings(bytes) };
  }
  let control = 0;
  let nul = false;
  let high = false;
  for (const b of bytes) {
    if (b === 0) nul = true;
    else if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) || b === 0x7f) control++;
    else if (b >= 0x80) high = true;
  }
  if (nul || control > bytes.length * 0.01) return { kind: 'binary', charset: null, bomLength: 0, lineEndings: null };
  if (!high) return { kind: 'text', charset: 'ASCII', bomLength: 0, lineEndings: lineEndings(bytes) };
  let sample = bytes;
  if (truncated) {
    // Drop a multi-byte sequence the sample cut in two.
    let i = bytes.length - 1;
    while (i > 0 && i > bytes.length - 4 && (bytes[i]! & 0xc0) === 0x80) i--;
    if (bytes[i]! >= 0xc0) sample = bytes.subarray(0, i);
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return { kind: 'text', charset: 'UTF-8', bomLength: 0, lineEndings: lineEndings(bytes) };
  } catch {
    return { kind: 'text', charset: 'single-byte (e.g. Windows-1252)', bomLength: 0, lineEndings: lineEndings(bytes) };
  }
}

function lineEndings(bytes: Uint8Array): TextGuess['lineEndings'] {
  let lf = 0;
  let crlf = 0;
  let cr = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0d) {
      if (bytes[i + 1] === 0x0a) {
        crlf++;
        i++;
      } else cr++;
    } else if (bytes[i] === 0x0a) lf++;
  }
  const kinds = [lf && 'LF', crlf && 'CRLF', cr && 'CR'].filter(Boolean) as ('LF' | 'CRLF' | 'CR')[];
  return kinds.length === 0 ? 'none' : kinds.length > 1 ? 'mixed' : kinds[0]!;
}

/**
 * Detects a file's type from its first bytes with the `file-type` library (magic numbers; reads
 * no more than {@link SAMPLE_BYTES}), adding a description and the signature's position for
 * common formats; data without a signature is examined as text ({@link guessText}).
 *
 * @param bytes - the file's first bytes (a whole small file, or a longer file's first {@link SAMPLE_BYTES}).
 * @param truncated - true when `bytes` is only the start of a longer file.
 * @returns {@link Detection}.
 * @throws ToolInputError when `bytes` is empty.
 */
export async function detectFileType(bytes: Uint8Array, truncated = false): Promise<Detection> {
  if (bytes.length === 0) throw new ToolInputError('The file is empty: there are no bytes to recognise.');
  const sample = bytes.length > SAMPLE_BYTES ? bytes.subarray(0, SAMPLE_BYTES) : bytes;
  let found: { ext: string; mime: string } | undefined;
  try {
    found = await fileTypeFromBuffer(sample);
  } catch {
    found = undefined; // a detector that chokes on cut data means "not recognised"
  }
  if (!found)
    return { ext: null, mime: null, description: null, signature: null, text: guessText(sample, truncated || bytes.length > SAMPLE_BYTES) };
  const sig = SIGNATURES[found.mime];
  const signature = sig && startsWith(sample, sig.bytes, sig.offset) ? sig : null;
  return { ext: found.ext, mime: found.mime, description: sig?.description ?? null, signature, text: null };
}

/**
 * Reads bytes written in hexadecimal: `89 50 4E 47`, `89504e47`, `0x89, 0x50`, `89:50:4e`, or an
 * `xxd`/`hexdump -C` dump (its offsets column and text column are skipped).
 *
 * @param text - the hex text.
 * @returns the bytes.
 * @throws ToolInputError naming the line and column of a character that is not hexadecimal, or an odd number of digits.
 */
export function parseHexBytes(text: string): Uint8Array {
  const out: number[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((rawLine, li) => {
    let line = rawLine;
    // xxd: "00000000: 8950 4e47 0d0a 1a0a  .PNG…"; hexdump -C: "00000000  89 50 4e 47 …  |.PNG…|".
    let colOffset = 0;
    const xxd = /^([0-9a-f]{4,}):\s(.*)$/i.exec(line);
    const hd = /^([0-9a-f]{6,})\s\s(.*?)\s*\|.*\|\s*$/i.exec(line);
    if (xxd) {
      colOffset = xxd[1]!.length + 2;
      line = xxd[2]!.split(/\s{2}/)[0]!;
    } else if (hd) {
      colOffset = hd[1]!.length + 2;
      line = hd[2]!;
    }
    const re = /(?:0x)?([0-9a-f]+)|([^\s,:;])/gi;
    let digits = '';
    let digitsCol = 0;
    for (let m = re.exec(line); m !== null; m = re.exec(line)) {
      if (m[2] !== undefined) {
        throw new ToolInputError(`Line ${li + 1}, column ${colOffset + m.index + 1}: "${m[2]}" is not a hexadecimal digit.`, {
          line: li + 1,
          column: colOffset + m.index + 1,
        });
      }
      if (digits === '') digitsCol = colOffset + m.index + 1;
      digits += m[1];
      const next = line[re.lastIndex];
      if (next === undefined || /[\s,:;]/.test(next)) {
        if (digits.length % 2 !== 0)
          throw new ToolInputError(`Line ${li + 1}, column ${digitsCol}: "${digits.slice(0, 16)}" has an odd number of hex digits.`, {
            line: li + 1,
            column: digitsCol,
          });
        for (let i = 0; i < digits.length; i += 2) out.push(parseInt(digits.slice(i, i + 2), 16));
        digits = '';
      }
    }
  });
  return Uint8Array.from(out);
}

/**
 * Formats bytes as hex for display: two lower-case digits per byte, separated by spaces.
 *
 * @param bytes - the bytes.
 * @returns e.g. `89 50 4e 47`.
 */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
}
