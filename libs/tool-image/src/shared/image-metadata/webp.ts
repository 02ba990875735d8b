import { ToolInputError } from '@handy-tools/ui/kit';
import { latin1, startsWithAt, u32le } from './bytes.js';

/** One chunk of a RIFF WebP file. */
export interface RiffChunk {
  /** The FourCC (VP8X, VP8 , VP8L, ICCP, EXIF, XMP , ANIM, ANMF, ALPH…). */
  type: string;
  /** Byte offset of the chunk header. */
  offset: number;
  /** Total bytes with the 8-byte header and the pad byte. */
  length: number;
  dataOffset: number;
  dataLength: number;
}

/**
 * Walks the chunks of a WebP file (a RIFF container).
 *
 * @param bytes - the whole file.
 * @returns the top-level chunks after the 'WEBP' form type.
 * @throws ToolInputError when the RIFF/WEBP header is missing or a chunk runs past the RIFF size.
 * @see RFC 9649 "WebP Image Format" §2.
 */
export function walkWebp(bytes: Uint8Array): RiffChunk[] {
  if (!startsWithAt(bytes, 0, 'RIFF') || !startsWithAt(bytes, 8, 'WEBP')) throw new ToolInputError('This is not a WebP file: the RIFF/WEBP header is missing.');
  const end = Math.min(bytes.length, 8 + u32le(bytes, 4));
  const chunks: RiffChunk[] = [];
  let pos = 12;
  while (pos + 8 <= end) {
    const type = latin1(bytes, pos, 4);
    const dataLength = u32le(bytes, pos + 4);
    const padded = dataLength + (dataLength & 1);
    if (pos + 8 + dataLength > end) throw new ToolInputError(`The WebP is cut short: the '${type}' chunk at byte ${pos} claims ${dataLength} bytes but the data ends at byte ${end}.`);
    chunks.push({ type, offset: pos, length: Math.min(8 + padded, end - pos), dataOffset: pos + 8, dataLength });
    pos += 8 + padded;
  }
  if (chunks.length === 0) throw new ToolInputError('The WebP holds no chunk.');
  return chunks;
}
