import { ToolInputError } from '@handy-tools/ui/kit';
import { encodeQr, type QrEcLevel, type QrSymbol } from '../shared/qr/qr-code.js';

export {
  contrastRatio,
  encodeQr,
  parseHexColor,
  qrByteCapacity,
  qrColorWarnings,
  relativeLuminance,
  QR_EC_LEVELS,
  QR_EC_RECOVERY,
  QR_MODULE_STYLES,
} from '../shared/qr/qr-code.js';
export type { QrColorWarning, QrEcLevel, QrEncodeOptions, QrModuleStyle, QrSegment, QrSymbol, Rgba } from '../shared/qr/qr-code.js';
export {
  qrImageModules,
  qrPathData,
  qrShapes,
  qrToRaster,
  qrToSvg,
  qrToText,
  QR_MAX_MARGIN,
  QR_MAX_PIXELS,
} from '../shared/qr/qr-render.js';
export type { QrDrawOptions, QrRaster, QrShape, QrTextOptions } from '../shared/qr/qr-render.js';

/** What the QR code generator encodes. */
export interface QrCodeRequest {
  /** The text or URL, encoded as is (UTF-8 for non-ASCII). */
  text: string;
  ecLevel: QrEcLevel;
  /** A fixed version, 1–40, or 0 for the smallest that holds the text. */
  version: number;
}

/**
 * Encodes a text or URL as a QR code (ISO/IEC 18004:2015), in the smallest version or a fixed one.
 *
 * @param request - the text, the error-correction level, and the version (0: automatic).
 * @returns the symbol (module matrix, version, level, mask, how full it is) for {@link qrToSvg} and co.
 * @throws ToolInputError when the text is empty or too long (with its size and the largest that
 *   fits), or the version is not 0–40 or too small for the text.
 */
export function qrcodeGenerator(request: QrCodeRequest): QrSymbol {
  const { version } = request;
  if (!Number.isInteger(version) || version < 0 || version > 40)
    throw new ToolInputError(`The version is Auto or a whole number from 1 to 40 (got ${version}).`);
  return encodeQr(request.text, { ecLevel: request.ecLevel, version: version === 0 ? undefined : version });
}
