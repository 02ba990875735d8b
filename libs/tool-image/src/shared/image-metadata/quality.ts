import { ToolInputError } from '@handy-tools/ui/kit';
import { walkJpeg, type JpegLayout } from './jpeg.js';

/** ITU-T T.81 Annex K Table K.1: luminance quantisation table, natural (row-major) order. */
export const ANNEX_K_LUMINANCE: readonly number[] = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109,
  103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

/** ITU-T T.81 Annex K Table K.2: chrominance quantisation table, natural order. */
export const ANNEX_K_CHROMINANCE: readonly number[] = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
  99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
];

/** Zig-zag scan position k → natural index (ITU-T T.81 Figure A.6). */
export const ZIGZAG_TO_NATURAL: readonly number[] = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22,
  15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

/** A quantisation table read from a DQT segment. */
export interface QuantTable {
  /** Destination identifier 0–3 (Tq). */
  id: number;
  /** 8 or 16 bits per value (Pq). */
  precision: 8 | 16;
  /** The 64 values in natural (row-major) order. */
  values: number[];
}

/**
 * Scales an Annex K table to an IJG quality, as libjpeg's `jpeg_set_quality` does: scale factor
 * 5000/q below 50 and 200−2q from 50, each value ⌊(v·s+50)/100⌋ clamped to 1…255 (baseline).
 *
 * @param base - a 64-value table (natural order).
 * @param quality - 1 to 100.
 * @returns the scaled table.
 * @see libjpeg 9 jcparam.c `jpeg_quality_scaling`, `jpeg_add_quant_table`.
 */
export function scaleQuantTable(base: readonly number[], quality: number): number[] {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - q * 2;
  return base.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
}

/**
 * Reads every quantisation table of a JPEG (all DQT segments; a later table with the same id
 * replaces the earlier one, as a decoder would for the first frame).
 *
 * @param bytes - the file.
 * @param layout - its walked layout (walked again when omitted).
 * @returns the tables, in natural order.
 * @throws ToolInputError when the file is not a JPEG or a DQT segment is malformed.
 * @see ITU-T T.81 §B.2.4.1.
 */
export function readQuantTables(bytes: Uint8Array, layout: JpegLayout = walkJpeg(bytes)): QuantTable[] {
  const byId = new Map<number, QuantTable>();
  for (const s of layout.segments) {
    if (s.marker !== 0xdb) continue;
    let p = s.payloadOffset;
    const end = s.payloadOffset + s.payloadLength;
    while (p < end) {
      const pq = bytes[p]! >> 4;
      const id = bytes[p]! & 0x0f;
      const size = pq === 0 ? 64 : 128;
      if (pq > 1 || id > 3 || p + 1 + size > end) throw new ToolInputError(`The DQT segment at byte ${s.offset} is malformed.`);
      const values = new Array<number>(64);
      for (let k = 0; k < 64; k++) values[ZIGZAG_TO_NATURAL[k]!] = pq === 0 ? bytes[p + 1 + k]! : (bytes[p + 1 + 2 * k]! << 8) | bytes[p + 2 + 2 * k]!;
      byId.set(id, { id, precision: pq === 0 ? 8 : 16, values });
      p += 1 + size;
    }
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The estimated IJG quality of a JPEG. */
export interface QualityEstimate {
  /** The best-matching quality, 1–100 (the lowest of {@link low}…{@link high}). */
  quality: number;
  /** The qualities whose scaled tables match equally well (several at the top of the scale give the same tables). */
  low: number;
  high: number;
  /** True when the file's tables are exactly the Annex K tables scaled to that quality (IJG libjpeg, most cameras' "standard" tables). */
  exact: boolean;
  /** Mean absolute difference per table value between the file and the best match (0 when exact). */
  meanError: number;
  /** The file's tables. */
  tables: QuantTable[];
}

/**
 * Estimates a JPEG's quality setting by finding the IJG quality (1–100) whose scaled Annex K
 * tables are nearest to the file's: table 0 against the luminance table, the others against the
 * chrominance table, by the sum of absolute differences.
 *
 * @param bytes - the file.
 * @param layout - its walked layout (walked when omitted).
 * @returns {@link QualityEstimate}, or null when the file has no quantisation table (a lossless JPEG).
 * @throws ToolInputError when the file is not a well-formed JPEG.
 * @see ITU-T T.81 Annex K.1; libjpeg `jpeg_quality_scaling`.
 */
export function estimateJpegQuality(bytes: Uint8Array, layout?: JpegLayout): QualityEstimate | null {
  const tables = readQuantTables(bytes, layout);
  if (tables.length === 0) return null;
  let best = Infinity;
  let low = 0;
  let high = 0;
  for (let q = 1; q <= 100; q++) {
    const lum = scaleQuantTable(ANNEX_K_LUMINANCE, q);
    const chroma = scaleQuantTable(ANNEX_K_CHROMINANCE, q);
    let d = 0;
    for (const t of tables) {
      const ref = t.id === 0 ? lum : chroma;
      for (let i = 0; i < 64; i++) d += Math.abs(t.values[i]! - ref[i]!);
    }
    if (d < best) {
      best = d;
      low = high = q;
    } else if (d === best && high === q - 1) high = q;
  }
  return { quality: low, low, high, exact: best === 0, meanError: best / (64 * tables.length), tables };
}
