import { latin1 } from './bytes.js';

/** What a TIFF/EXIF block says about the photo and its owner, in brief. */
export interface TiffSummary {
  make?: string;
  model?: string;
  software?: string;
  artist?: string;
  copyright?: string;
  dateTime?: string;
  /** EXIF Orientation 1–8. */
  orientation?: number;
  /** A GPS IFD is present (a position, usually). */
  hasGps: boolean;
  /** IFD1 points to a thumbnail image. */
  hasThumbnail: boolean;
  /** Number of tags read in IFD0, the EXIF IFD and the GPS IFD. */
  tagCount: number;
}

const MAX_ENTRIES = 1000;

/**
 * Reads a few tags of a TIFF structure (the body of an EXIF block): camera, software, owner,
 * date, orientation, and whether there is a GPS IFD and a thumbnail. Lenient: a damaged block
 * gives what could be read.
 *
 * @param b - the TIFF bytes, starting at the byte-order mark ('II' or 'MM').
 * @returns {@link TiffSummary}, or null when the bytes are not a TIFF header.
 * @see TIFF 6.0 §2 (image file structure); CIPA DC-008 (EXIF 2.32) §4.6.
 */
export function readTiffSummary(b: Uint8Array): TiffSummary | null {
  if (b.length < 8) return null;
  const little = b[0] === 0x49 && b[1] === 0x49;
  if (!little && !(b[0] === 0x4d && b[1] === 0x4d)) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  if (u16(2) !== 42) return null;
  const out: TiffSummary = { hasGps: false, hasThumbnail: false, tagCount: 0 };
  const str = (type: number, count: number, at: number) => {
    if (type !== 2) return undefined;
    const off = count <= 4 ? at + 8 : u32(at + 8);
    if (off + count > b.length) return undefined;
    return latin1(b, off, count).replace(/\0+$/, '').trim() || undefined;
  };
  const readIfd = (offset: number, visit: (tag: number, type: number, count: number, at: number) => void): number => {
    if (offset < 8 || offset + 2 > b.length) return 0;
    const n = Math.min(u16(offset), MAX_ENTRIES);
    for (let i = 0; i < n; i++) {
      const at = offset + 2 + i * 12;
      if (at + 12 > b.length) return 0;
      out.tagCount++;
      visit(u16(at), u16(at + 2), u32(at + 4), at);
    }
    const next = offset + 2 + n * 12;
    return next + 4 <= b.length ? u32(next) : 0;
  };
  let exifIfd = 0;
  let gpsIfd = 0;
  const ifd1 = readIfd(u32(4), (tag, type, count, at) => {
    if (tag === 0x010f) out.make = str(type, count, at);
    else if (tag === 0x0110) out.model = str(type, count, at);
    else if (tag === 0x0131) out.software = str(type, count, at);
    else if (tag === 0x013b) out.artist = str(type, count, at);
    else if (tag === 0x8298) out.copyright = str(type, count, at);
    else if (tag === 0x0132) out.dateTime = str(type, count, at);
    else if (tag === 0x0112 && type === 3) out.orientation = u16(at + 8);
    else if (tag === 0x8769) exifIfd = u32(at + 8);
    else if (tag === 0x8825) gpsIfd = u32(at + 8);
  });
  if (exifIfd)
    readIfd(exifIfd, (tag, type, count, at) => {
      if (tag === 0x9003) out.dateTime = str(type, count, at) ?? out.dateTime;
    });
  if (gpsIfd) {
    let gpsTags = 0;
    readIfd(gpsIfd, () => gpsTags++);
    out.hasGps = gpsTags > 0;
  }
  if (ifd1 && ifd1 !== u32(4))
    readIfd(ifd1, (tag) => {
      if (tag === 0x0201 || tag === 0x0111) out.hasThumbnail = true;
    });
  return out;
}

/**
 * Writes the smallest EXIF block that carries only an orientation: a little-endian TIFF header
 * and IFD0 with the single tag Orientation (0x0112, SHORT).
 *
 * @param orientation - the EXIF orientation, 1 to 8.
 * @returns the TIFF bytes (26 bytes; prefix them with "Exif\0\0" for a JPEG APP1 segment).
 * @see CIPA DC-008 (EXIF 2.32) §4.6.4 A, tag 274 Orientation.
 */
export function orientationOnlyTiff(orientation: number): Uint8Array {
  const out = new Uint8Array(26);
  const v = new DataView(out.buffer);
  out.set([0x49, 0x49], 0);
  v.setUint16(2, 42, true);
  v.setUint32(4, 8, true);
  v.setUint16(8, 1, true);
  v.setUint16(10, 0x0112, true);
  v.setUint16(12, 3, true);
  v.setUint32(14, 1, true);
  v.setUint16(18, orientation, true);
  v.setUint32(22, 0, true);
  return out;
}
