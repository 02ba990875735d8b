import { ToolInputError } from '@handy-tools/ui/kit';
import { listStructure, metadataSkeleton, type StructureEntry } from '../shared/image-metadata/blocks.js';
import { sniffContainer, type ImageContainer } from '../shared/image-metadata/bytes.js';
import { walkJpeg } from '../shared/image-metadata/jpeg.js';
import { estimateJpegQuality, type QualityEstimate } from '../shared/image-metadata/quality.js';

/** One tag of a metadata group. */
export interface MetadataRow {
  /** The tag's name, with spaces between words ("Date Time Original"). */
  tag: string;
  /** Its value as text (the library's description: units and names, not raw numbers). */
  value: string;
}

/** A group of tags: EXIF, GPS, IPTC, XMP, ICC… */
export interface MetadataGroup {
  /** exifreader's group key: 'exif', 'gps', 'xmp'… */
  id: string;
  title: string;
  rows: MetadataRow[];
}

/** A GPS position in decimal degrees (WGS 84). */
export interface GpsPosition {
  /** Degrees north (negative: south), −90…90. */
  latitude: number;
  /** Degrees east (negative: west), −180…180. */
  longitude: number;
  /** Metres above sea level, when recorded. */
  altitude?: number;
  /** An OpenStreetMap link that puts a marker there (a link only: nothing is fetched). */
  osmUrl: string;
}

/** What the worker finds in a file before its tags are read. */
export interface InspectedImage {
  container: ImageContainer;
  /** The file without its image data (see `metadataSkeleton`): what the tags are read from. */
  skeleton: Uint8Array;
  /** The estimated JPEG quality, for a JPEG with quantisation tables. */
  quality: QualityEstimate | null;
  /** The file's segments or chunks (JPEG, PNG, WebP; empty for other containers). */
  structure: StructureEntry[];
}

/** All the metadata of an image. */
export interface MetadataReport {
  container: ImageContainer;
  groups: MetadataGroup[];
  gps: GpsPosition | null;
  /** The embedded thumbnail (EXIF IFD1), base64. */
  thumbnail: { type: string; base64: string } | null;
  quality: QualityEstimate | null;
  /** The file's segments or chunks. */
  structure: StructureEntry[];
}

/** The groups shown, in order, with their titles. */
export const GROUP_TITLES: readonly (readonly [string, string])[] = [
  ['file', 'File'],
  ['jfif', 'JFIF'],
  ['pngFile', 'PNG file'],
  ['png', 'PNG'],
  ['pngText', 'PNG text'],
  ['riff', 'WebP (RIFF)'],
  ['gif', 'GIF'],
  ['exif', 'EXIF'],
  ['gps', 'GPS'],
  ['iptc', 'IPTC'],
  ['xmp', 'XMP'],
  ['icc', 'ICC colour profile'],
  ['photoshop', 'Photoshop'],
  ['makerNotes', 'Maker notes'],
  ['mpf', 'Multi-picture (MPF)'],
  ['Thumbnail', 'Thumbnail'],
  ['composite', 'Computed'],
];

const SUPPORTED = 'JPEG, PNG, WebP, GIF, TIFF, HEIC, AVIF or JPEG XL';

/**
 * First step of reading an image's metadata (the part that runs in a worker: it reads the whole
 * file once): recognises the container, estimates a JPEG's quality from its quantisation tables,
 * and cuts the file down to its metadata.
 *
 * @param bytes - the image file.
 * @returns {@link InspectedImage}.
 * @throws ToolInputError when the bytes are not an image in a supported container, or a JPEG/PNG is damaged.
 * @see ITU-T T.81 Annex B and K; PNG 3rd edition §5.
 */
export function inspectImage(bytes: Uint8Array): InspectedImage {
  if (bytes.length === 0) throw new ToolInputError('The file is empty.');
  const container = sniffContainer(bytes);
  if (container === 'unknown') throw new ToolInputError(`This file is not an image this tool reads: choose a ${SUPPORTED} file.`);
  const layout = container === 'jpeg' ? walkJpeg(bytes) : undefined;
  const quality = layout ? estimateJpegQuality(bytes, layout) : null;
  return { container, skeleton: metadataSkeleton(bytes, layout), quality, structure: listStructure(bytes, layout) };
}

/** "DateTimeOriginal" → "Date Time Original"; names with spaces are kept. */
export function spacedTagName(name: string): string {
  return name.includes(' ') ? name : name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

/** Control characters (NUL padding of ICC and EXIF strings) would show as boxes: they are dropped. */
const isShown = (c: string) => {
  const n = c.charCodeAt(0);
  return n === 9 || n === 10 || (n >= 0x20 && n !== 0x7f);
};
const clean = (s: string) => Array.from(s).filter(isShown).join('').trim();

function textOf(tag: unknown): string {
  return clean(rawTextOf(tag));
}

function rawTextOf(tag: unknown): string {
  if (tag === null || tag === undefined) return '';
  if (typeof tag !== 'object') return String(tag);
  const t = tag as { description?: unknown; value?: unknown };
  const d = t.description ?? t.value;
  if (typeof d === 'string') return d;
  if (typeof d === 'number' || typeof d === 'boolean') return String(d);
  if (Array.isArray(d)) return d.map((x) => (typeof x === 'object' ? rawTextOf(x) : String(x))).join(', ');
  if (d && typeof d === 'object') return JSON.stringify(d);
  return '';
}

/**
 * Turns exifreader's expanded tags into ordered, titled groups of text rows, finds the GPS
 * position and the thumbnail.
 *
 * @param tags - `ExifReader.load(…, { expanded: true })`'s result.
 * @param container - the file's container.
 * @param quality - the JPEG quality estimate, if any.
 * @param structure - the file's segments or chunks.
 * @returns {@link MetadataReport}.
 */
export function buildReport(tags: Record<string, unknown>, container: ImageContainer, quality: QualityEstimate | null, structure: StructureEntry[] = []): MetadataReport {
  const groups: MetadataGroup[] = [];
  const known = new Set(GROUP_TITLES.map(([id]) => id));
  const order = [...GROUP_TITLES, ...Object.keys(tags).filter((k) => !known.has(k) && k !== 'metadataRange').map((k) => [k, spacedTagName(k)] as const)];
  for (const [id, title] of order) {
    const group = tags[id];
    if (!group || typeof group !== 'object') continue;
    const rows: MetadataRow[] = [];
    for (const [name, tag] of Object.entries(group as Record<string, unknown>)) {
      if (id === 'Thumbnail' && (name === 'image' || name === 'base64' || name === 'type')) continue;
      if (id === 'gps' && typeof tag === 'number') {
        rows.push({ tag: spacedTagName(name), value: String(tag) });
        continue;
      }
      if (name === '_raw') {
        rows.push({ tag: 'Raw XMP', value: String(tag) });
        continue;
      }
      const value = textOf(tag);
      if (value !== '') rows.push({ tag: spacedTagName(name), value });
    }
    if (rows.length) groups.push({ id, title, rows });
  }
  const gpsTags = tags.gps as { Latitude?: number; Longitude?: number; Altitude?: number } | undefined;
  const gps = gpsTags && Math.abs(gpsTags.Latitude ?? NaN) <= 90 && Math.abs(gpsTags.Longitude ?? NaN) <= 180 ? gpsPosition(gpsTags.Latitude!, gpsTags.Longitude!, gpsTags.Altitude) : null;
  const thumb = tags.Thumbnail as { base64?: string; type?: string } | undefined;
  const thumbnail = thumb?.base64 ? { type: thumb.type ?? 'image/jpeg', base64: thumb.base64 } : null;
  return { container, groups, gps, thumbnail, quality, structure };
}

/**
 * A GPS position with its OpenStreetMap link.
 *
 * @param latitude - decimal degrees north.
 * @param longitude - decimal degrees east.
 * @param altitude - metres, optional.
 * @returns {@link GpsPosition}; the link is `https://www.openstreetmap.org/?mlat=…&mlon=…#map=16/…/…` with 6 decimals (about 0.1 m).
 * @throws ToolInputError when the position is outside −90…90 / −180…180.
 */
export function gpsPosition(latitude: number, longitude: number, altitude?: number): GpsPosition {
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) throw new ToolInputError(`The GPS position ${latitude}, ${longitude} is outside the Earth's coordinates.`);
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return { latitude, longitude, ...(altitude !== undefined && Number.isFinite(altitude) ? { altitude } : {}), osmUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}` };
}

/**
 * Writes a decimal-degree angle as degrees, minutes and seconds.
 *
 * @param value - decimal degrees.
 * @param axis - 'lat' (N/S) or 'lon' (E/W).
 * @returns e.g. `48° 51′ 29.82″ N`.
 */
export function toDms(value: number, axis: 'lat' | 'lon'): string {
  const hemi = axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  let total = Math.round(Math.abs(value) * 360000); // hundredths of a second
  const deg = Math.floor(total / 360000);
  total -= deg * 360000;
  const min = Math.floor(total / 6000);
  const sec = (total - min * 6000) / 100;
  return `${deg}° ${min}′ ${sec.toFixed(2)}″ ${hemi}`;
}

/**
 * Reads every metadata group of an image (EXIF, GPS, IPTC, XMP, ICC, JFIF, PNG text, RIFF,
 * thumbnail…) with exifreader, on the file's metadata skeleton.
 *
 * @param inspected - {@link inspectImage}'s result.
 * @param options - `domParser`: an XML parser for XMP where the global DOMParser is missing (Node).
 * @returns {@link MetadataReport}; a file without metadata gives a report with few or no groups.
 * @throws ToolInputError when exifreader cannot read the file.
 * @see CIPA DC-008 (EXIF 2.32), IPTC IIM 4.2, ISO 16684-1 (XMP), ICC.1:2022.
 */
export async function readMetadata(inspected: InspectedImage, options: { domParser?: unknown } = {}): Promise<MetadataReport> {
  const ExifReader = (await import('exifreader')).default;
  const { skeleton } = inspected;
  let tags: Record<string, unknown>;
  try {
    const buffer = skeleton.buffer.slice(skeleton.byteOffset, skeleton.byteOffset + skeleton.byteLength) as ArrayBuffer;
    tags = (await ExifReader.load(buffer, { expanded: true, async: true, ...(options.domParser ? { domParser: options.domParser as never } : {}) })) as unknown as Record<string, unknown>;
  } catch (error) {
    if (error instanceof Error && error.name === 'MetadataMissingError') tags = {};
    else throw new ToolInputError(`The metadata could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return buildReport(tags, inspected.container, inspected.quality, inspected.structure);
}

/**
 * Reads an image's metadata in one call (Node or a worker-less page): {@link inspectImage} then {@link readMetadata}.
 *
 * @param bytes - the image file.
 * @param options - as {@link readMetadata}.
 * @returns {@link MetadataReport}.
 * @throws ToolInputError as the two steps.
 */
export async function readImageMetadata(bytes: Uint8Array, options: { domParser?: unknown } = {}): Promise<MetadataReport> {
  return readMetadata(inspectImage(bytes), options);
}

/**
 * Keeps the groups and rows that match a search: a group whose title matches is kept whole,
 * otherwise only its rows whose tag or value contains the query (case-insensitive).
 *
 * @param groups - the report's groups.
 * @param query - the search text; blank keeps everything.
 * @returns the matching groups (empty groups dropped).
 */
export function filterGroups(groups: readonly MetadataGroup[], query: string): MetadataGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...groups];
  return groups
    .map((g) => (g.title.toLowerCase().includes(q) ? g : { ...g, rows: g.rows.filter((r) => r.tag.toLowerCase().includes(q) || r.value.toLowerCase().includes(q)) }))
    .filter((g) => g.rows.length > 0);
}

/**
 * The whole report as pretty-printed JSON: `{ container, jpegQuality, gps, <group title>: { <tag>: <value> } }`.
 *
 * @param report - {@link MetadataReport}.
 * @returns JSON text (2-space indent).
 */
export function reportToJson(report: MetadataReport): string {
  const out: Record<string, unknown> = { container: report.container };
  if (report.quality) out.jpegQuality = { quality: report.quality.quality, range: [report.quality.low, report.quality.high], standardTables: report.quality.exact };
  if (report.gps) out.gps = report.gps;
  for (const g of report.groups) out[g.title] = Object.fromEntries(g.rows.map((r) => [r.tag, r.value]));
  return JSON.stringify(out, null, 2);
}
