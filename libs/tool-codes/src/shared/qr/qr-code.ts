import { ToolInputError } from '@handy-tools/ui/kit';
import QRCode from 'qrcode';
import qrLevel from 'qrcode/lib/core/error-correction-level.js';
import qrMode from 'qrcode/lib/core/mode.js';
import qrVersion from 'qrcode/lib/core/version.js';

/** The four error-correction levels of ISO/IEC 18004 §7.5.1, lowest to highest. */
export const QR_EC_LEVELS = ['L', 'M', 'Q', 'H'] as const;
/** An error-correction level: L, M, Q or H. */
export type QrEcLevel = (typeof QR_EC_LEVELS)[number];
/** Share of the codewords each level can restore (ISO/IEC 18004 Table 13, approximate), in percent. */
export const QR_EC_RECOVERY: Record<QrEcLevel, number> = { L: 7, M: 15, Q: 25, H: 30 };

/** The shapes a dark module can be drawn with. `square` is the standard's; the others are decorative. */
export const QR_MODULE_STYLES = ['square', 'rounded', 'dots'] as const;
/** A module shape: see {@link QR_MODULE_STYLES}. */
export type QrModuleStyle = (typeof QR_MODULE_STYLES)[number];

/** A data segment of an encoded symbol (ISO/IEC 18004 §7.4): its mode and its length in characters (bytes for Byte mode). */
export interface QrSegment {
  mode: 'Numeric' | 'Alphanumeric' | 'Byte' | 'Kanji';
  length: number;
}

/** An encoded QR code symbol. */
export interface QrSymbol {
  /** The text encoded (UTF-8 in Byte mode segments, no ECI). */
  text: string;
  /** Modules per side: 17 + 4 × version. */
  size: number;
  /** The module matrix, row by row (`modules[row * size + column]`): 1 = dark, 0 = light. */
  modules: Uint8Array;
  /** The version, 1–40 (the smallest that holds the text unless one was asked for). */
  version: number;
  ecLevel: QrEcLevel;
  /** The data mask pattern chosen (0–7, ISO/IEC 18004 §7.8). */
  maskPattern: number;
  segments: QrSegment[];
  /** Bits the data takes: mode indicators, character counts and data (without the terminator and padding). */
  dataBits: number;
  /** Data bits this version holds at this level (ISO/IEC 18004 Table 7, codewords × 8). */
  capacityBits: number;
  /** Bytes of text (Byte mode, one segment) this version holds at this level. */
  byteCapacity: number;
}

/** Options of {@link encodeQr}. */
export interface QrEncodeOptions {
  /** Error-correction level (default M). */
  ecLevel?: QrEcLevel;
  /** A fixed version, 1–40; by default the smallest that holds the text. */
  version?: number;
}

function levelObject(level: QrEcLevel): { bit: number } {
  return qrLevel[level];
}

/**
 * Bytes of text (Byte mode, one segment) a version holds at a level (ISO/IEC 18004 Table 7).
 *
 * @param version - 1–40.
 * @param ecLevel - L, M, Q or H.
 * @returns the capacity in bytes (e.g. 2,953 for version 40-L).
 * @throws ToolInputError when the version is not an integer from 1 to 40.
 */
export function qrByteCapacity(version: number, ecLevel: QrEcLevel): number {
  if (!Number.isInteger(version) || version < 1 || version > 40)
    throw new ToolInputError(`A QR code version is a whole number from 1 to 40 (got ${version}).`);
  return qrVersion.getCapacity(version, levelObject(ecLevel), qrMode.BYTE);
}

/** Bytes of UTF-8 a text takes. */
function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Position (1-based, in UTF-16 code units) of the first lone surrogate, or 0. */
function loneSurrogateAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return i + 1;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return i + 1;
  }
  return 0;
}

/**
 * Encodes a text as a QR code symbol (ISO/IEC 18004:2015) with the `qrcode` library: the text is
 * split into Numeric, Alphanumeric and Byte (UTF-8) segments to make the symbol as small as
 * possible, and the best of the eight masks is chosen.
 *
 * @param text - the text to encode (any Unicode; non-ASCII is written as UTF-8 bytes).
 * @param options - the error-correction level (default M) and, optionally, a fixed version.
 * @returns the symbol: its module matrix, version, level, mask, segments and how full it is.
 * @throws ToolInputError when the text is empty, holds a lone UTF-16 surrogate, or is too long for
 *   a QR code at that level (the message gives its size and the largest one that fits), or when the
 *   fixed version is out of range or too small for the text.
 */
export function encodeQr(text: string, options: QrEncodeOptions = {}): QrSymbol {
  const ecLevel = options.ecLevel ?? 'M';
  if (!QR_EC_LEVELS.includes(ecLevel)) throw new ToolInputError(`Unknown error-correction level "${String(ecLevel)}": use L, M, Q or H.`);
  if (text === '') throw new ToolInputError('Enter the text to put in the QR code.');
  const broken = loneSurrogateAt(text);
  if (broken) throw new ToolInputError(`The text holds a broken character (a lone UTF-16 surrogate) at position ${broken}.`);
  if (options.version !== undefined) qrByteCapacity(options.version, ecLevel);
  let qr: QRCode.QRCode;
  try {
    qr = QRCode.create(text, { errorCorrectionLevel: ecLevel, version: options.version });
  } catch (error) {
    const bytes = utf8Length(text);
    if (options.version !== undefined && /cannot contain/.test(String(error))) {
      throw new ToolInputError(
        `The text does not fit in a version ${options.version} QR code at level ${ecLevel} (${bytes.toLocaleString('en')} bytes; it holds ${qrByteCapacity(options.version, ecLevel).toLocaleString('en')}). Choose a larger version or Auto.`,
        { cause: error },
      );
    }
    const fitsLower = QR_EC_LEVELS.slice(0, QR_EC_LEVELS.indexOf(ecLevel))
      .reverse()
      .find((level) => bytes <= qrByteCapacity(40, level));
    throw new ToolInputError(
      `The text is too long for a QR code at error-correction level ${ecLevel}: it takes ${bytes.toLocaleString('en')} bytes, and the largest QR code (version 40) holds ${qrByteCapacity(40, ecLevel).toLocaleString('en')} bytes of text at level ${ecLevel}` +
        (fitsLower
          ? ` (${qrByteCapacity(40, fitsLower).toLocaleString('en')} at level ${fitsLower}: choose a lower level).`
          : ecLevel === 'L'
            ? '. Shorten the text.'
            : ` (${qrByteCapacity(40, 'L').toLocaleString('en')} at level L). Shorten the text.`),
      { cause: error },
    );
  }
  const size = qr.modules.size;
  const modules = Uint8Array.from(qr.modules.data, (v) => (v ? 1 : 0));
  const ccIndex = qr.version < 10 ? 0 : qr.version < 27 ? 1 : 2;
  let dataBits = 0;
  const segments: QrSegment[] = qr.segments.map((segment) => {
    const mode = segment.mode as unknown as { id: QrSegment['mode']; ccBits: [number, number, number] };
    dataBits += 4 + mode.ccBits[ccIndex] + segment.getBitsLength();
    return { mode: mode.id, length: segment.getLength() };
  });
  return {
    text,
    size,
    modules,
    version: qr.version,
    ecLevel,
    maskPattern: Number(qr.maskPattern),
    segments,
    dataBits,
    capacityBits: qrVersion.getCapacity(qr.version, levelObject(ecLevel), qrMode.MIXED),
    byteCapacity: qrByteCapacity(qr.version, ecLevel),
  };
}

/** An sRGB colour with alpha, each channel 0–255. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * Parses a CSS hex colour: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (CSS Color 4 §5.2).
 *
 * @param text - the colour; the `#` is optional, case does not matter, spaces around are ignored.
 * @param what - the field's name for the error message (e.g. "Foreground colour").
 * @returns the channels, 0–255.
 * @throws ToolInputError when the text is not such a colour.
 */
export function parseHexColor(text: string, what = 'Colour'): Rgba {
  const hex = text.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) {
    throw new ToolInputError(
      `${what}: "${text.length > 20 ? `${text.slice(0, 20)}…` : text}" is not a hex colour; write #rrggbb (e.g. #1a2b3c), #rgb or #rrggbbaa.`,
    );
  }
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) : 255 };
}

/** `#rrggbb` of a colour (alpha dropped). */
export function rgbHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** A colour composited over another (alpha blending), opaque. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a / 255;
  const mix = (t: number, b: number) => Math.round(t * a + b * (1 - a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 255 };
}

/**
 * Relative luminance of an sRGB colour (WCAG 2.2, "relative luminance"), composited over white
 * when it is translucent.
 *
 * @param color - the colour.
 * @returns 0 (black) to 1 (white).
 */
export function relativeLuminance(color: Rgba): number {
  const c = over(color, { r: 255, g: 255, b: 255, a: 255 });
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

/**
 * Contrast ratio of two colours (WCAG 2.2): (L1 + 0.05) / (L2 + 0.05), lighter over darker.
 *
 * @param a - a colour.
 * @param b - another colour.
 * @returns 1 (same luminance) to 21 (black on white).
 */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A problem with a QR code's colours that can stop it from scanning. */
export interface QrColorWarning {
  kind: 'low-contrast' | 'inverted' | 'transparent';
  /** Contrast ratio of the two colours (WCAG 2.2). */
  ratio: number;
}

/**
 * Checks a QR code's colours for scanning: ISO/IEC 18004 §7.3.4 assumes dark modules on a light
 * background; many readers fail on light-on-dark (inverted) codes and on weak contrast.
 *
 * @param foreground - the dark modules' colour.
 * @param background - the background's colour.
 * @returns the warnings, most serious first (empty when the colours are fine). Below a contrast
 *   ratio of 4:1 the code may not scan.
 */
export function qrColorWarnings(foreground: Rgba, background: Rgba): QrColorWarning[] {
  const ratio = contrastRatio(foreground, background);
  const warnings: QrColorWarning[] = [];
  if (ratio < 4) warnings.push({ kind: 'low-contrast', ratio });
  if (relativeLuminance(foreground) > relativeLuminance(background)) warnings.push({ kind: 'inverted', ratio });
  if (background.a < 255) warnings.push({ kind: 'transparent', ratio });
  return warnings;
}
