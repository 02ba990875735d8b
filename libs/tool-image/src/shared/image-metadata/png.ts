import { ToolInputError } from '@handy-tools/ui/kit';
import { crc32, latin1, startsWithAt, u32be } from './bytes.js';

/** The 8-byte PNG signature. */
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** One chunk of a PNG file. */
export interface PngChunk {
  /** The four-letter chunk type (IHDR, IDAT, tEXt…). */
  type: string;
  /** Byte offset of the chunk's length field. */
  offset: number;
  /** Total bytes: length (4), type (4), data, CRC (4). */
  length: number;
  /** Offset of the chunk's data. */
  dataOffset: number;
  /** Data bytes. */
  dataLength: number;
}

/** A walked PNG: its chunks in order and any bytes after IEND. */
export interface PngLayout {
  chunks: PngChunk[];
  trailer: { offset: number; length: number } | null;
}

/**
 * Walks the chunks of a PNG file and checks each chunk's CRC-32.
 *
 * @param bytes - the whole file.
 * @returns {@link PngLayout}: the chunks from IHDR to IEND and any bytes after IEND.
 * @throws ToolInputError when the signature is wrong, the first chunk is not IHDR, a chunk runs
 *   past the end of the file, a CRC does not match (the chunk's type and offset are named), or
 *   IEND is missing.
 * @see PNG specification (W3C Recommendation, 3rd edition) §5.2–5.6.
 */
export function walkPng(bytes: Uint8Array): PngLayout {
  if (!startsWithAt(bytes, 0, '\x89PNG\r\n\x1a\n')) throw new ToolInputError('This is not a PNG file: the 8-byte PNG signature is missing.');
  const chunks: PngChunk[] = [];
  let pos = 8;
  while (pos < bytes.length) {
    if (pos + 12 > bytes.length) throw new ToolInputError(`The PNG is cut short: a chunk at byte ${pos} has no room for its length, type and CRC.`);
    const dataLength = u32be(bytes, pos);
    const type = latin1(bytes, pos + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new ToolInputError(`The PNG is damaged: the chunk at byte ${pos} has an invalid type.`);
    const end = pos + 12 + dataLength;
    if (end > bytes.length) throw new ToolInputError(`The PNG is cut short: the ${type} chunk at byte ${pos} claims ${dataLength} bytes but the file ends at byte ${bytes.length}.`);
    const stored = u32be(bytes, end - 4);
    const computed = crc32(bytes, pos + 4, end - 4);
    if (stored !== computed)
      throw new ToolInputError(
        `The PNG is damaged: the ${type} chunk at byte ${pos} has CRC ${stored.toString(16).padStart(8, '0')} but its bytes give ${computed.toString(16).padStart(8, '0')}.`,
      );
    if (chunks.length === 0 && type !== 'IHDR') throw new ToolInputError(`The PNG is damaged: its first chunk is ${type}, not IHDR.`);
    chunks.push({ type, offset: pos, length: end - pos, dataOffset: pos + 8, dataLength });
    pos = end;
    if (type === 'IEND') return { chunks, trailer: pos < bytes.length ? { offset: pos, length: bytes.length - pos } : null };
  }
  throw new ToolInputError('The PNG is cut short: it ends without an IEND chunk.');
}

/**
 * Writes one PNG chunk with its length and CRC.
 *
 * @param type - four ASCII letters.
 * @param data - the chunk data.
 * @returns the chunk's bytes.
 * @see PNG specification (3rd edition) §5.3.
 */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}
