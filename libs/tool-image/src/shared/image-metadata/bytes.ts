const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * CRC-32 (ISO 3309 / ITU-T V.42, the polynomial of PNG, zlib and gzip) of a byte range.
 *
 * @param bytes - the data.
 * @param start - first byte (default 0).
 * @param end - one past the last byte (default the end).
 * @returns the CRC as an unsigned 32-bit number.
 * @see PNG specification (W3C, 3rd edition) §5.5 and Annex D.
 */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Big-endian unsigned 16-bit number at `at`. */
export const u16be = (b: Uint8Array, at: number): number => (b[at]! << 8) | b[at + 1]!;
/** Big-endian unsigned 32-bit number at `at`. */
export const u32be = (b: Uint8Array, at: number): number => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
/** Little-endian unsigned 32-bit number at `at`. */
export const u32le = (b: Uint8Array, at: number): number => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/** The Latin-1 text of `length` bytes at `at` (fewer when the data ends first). */
export function latin1(b: Uint8Array, at: number, length: number): string {
  let s = '';
  const end = Math.min(b.length, at + length);
  for (let i = at; i < end; i++) s += String.fromCharCode(b[i]!);
  return s;
}

/** Whether the bytes at `at` are the Latin-1 text `text`. */
export function startsWithAt(b: Uint8Array, at: number, text: string): boolean {
  if (at + text.length > b.length) return false;
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** Concatenates byte arrays into one new array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Which image container the bytes hold, from their signature. */
export type ImageContainer = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'heif' | 'avif' | 'jxl' | 'unknown';

/**
 * Recognises an image container by its magic bytes.
 *
 * @param b - the file's first bytes (12 are enough).
 * @returns the container, or 'unknown'.
 */
export function sniffContainer(b: Uint8Array): ImageContainer {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (startsWithAt(b, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWithAt(b, 0, 'RIFF') && startsWithAt(b, 8, 'WEBP')) return 'webp';
  if (startsWithAt(b, 0, 'GIF8')) return 'gif';
  if (startsWithAt(b, 0, 'II*\0') || startsWithAt(b, 0, 'MM\0*')) return 'tiff';
  if (startsWithAt(b, 4, 'ftyp')) {
    const brand = latin1(b, 8, 4);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand)) return 'heif';
  }
  if ((b[0] === 0xff && b[1] === 0x0a) || startsWithAt(b, 4, 'JXL ')) return 'jxl';
  return 'unknown';
}

/**
 * A byte count for people: bytes below 1 KB, then kB and MB with one decimal (SI: 1 kB = 1000 B).
 *
 * @param n - a number of bytes (≥ 0).
 * @returns e.g. "812 B", "5.4 kB", "12.3 MB".
 */
export function formatSize(n: number): string {
  if (n < 1000) return `${n} B`;
  if (n < 1_000_000) return `${(n / 1000).toFixed(1)} kB`;
  return `${(n / 1_000_000).toFixed(1)} MB`;
}
