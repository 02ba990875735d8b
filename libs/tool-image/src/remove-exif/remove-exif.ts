import { ToolInputError } from '@handy-tools/ui/kit';
import { stripMetadata, type StripOptions, type StripResult } from '../shared/image-metadata/blocks.js';

export { formatSize } from '../shared/image-metadata/bytes.js';
export type { MetadataBlock, StripOptions, StripResult } from '../shared/image-metadata/blocks.js';

/** A cleaned file, with what was removed and the sizes before and after. */
export interface RemoveExifResult extends StripResult {
  /** The original file's size in bytes. */
  originalSize: number;
  /** The cleaned file's size in bytes. */
  outputSize: number;
  /** MIME type of the output (the same as the input's). */
  mimeType: string;
}

const MIME = { JPEG: 'image/jpeg', PNG: 'image/png', WebP: 'image/webp' } as const;

/**
 * Removes the metadata of a JPEG, PNG or WebP file without re-encoding it (see `stripMetadata`):
 * EXIF (camera, date, GPS position, thumbnail), XMP, IPTC, comments, PNG text and times; the image
 * data is copied byte for byte.
 *
 * @param bytes - the image file.
 * @param options - keep the ICC colour profile (default yes), keep the orientation as a minimal EXIF block (default no).
 * @returns {@link RemoveExifResult}.
 * @throws ToolInputError for an empty file, a format other than JPEG/PNG/WebP, or a damaged file.
 * @see ITU-T T.81 Annex B; PNG 3rd edition; RFC 9649; CIPA DC-008 (EXIF 2.32).
 */
export function removeExif(bytes: Uint8Array, options: StripOptions = {}): RemoveExifResult {
  if (bytes.length === 0) throw new ToolInputError('The file is empty.');
  const result = stripMetadata(bytes, options);
  return { ...result, originalSize: bytes.length, outputSize: result.output.length, mimeType: MIME[result.container] };
}

/**
 * The name to save a cleaned file under: the original name with "-clean" before the extension
 * (or, with the original tool's style, "noexif_" before the name).
 *
 * @param name - the original file name.
 * @param style - 'suffix' (default: photo-clean.jpg) or 'prefix' (noexif_photo.jpg).
 * @returns the new name; "image-clean" when the name is blank.
 */
export function cleanFileName(name: string, style: 'suffix' | 'prefix' = 'suffix'): string {
  const base = name.trim() || 'image';
  if (style === 'prefix') return `noexif_${base}`;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? `${base.slice(0, dot)}-clean${base.slice(dot)}` : `${base}-clean`;
}
