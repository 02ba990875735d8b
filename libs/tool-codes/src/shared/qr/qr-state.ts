import * as z from 'zod/mini';
import { QR_EC_LEVELS, QR_MODULE_STYLES, type QrEcLevel, type QrModuleStyle } from './qr-code.js';
import { QR_MAX_MARGIN } from './qr-render.js';

/** How a tool draws its QR code: the settings {@link QrStyleFields} edits and {@link QrCodeView} draws with. */
export interface QrStyle {
  ecLevel: QrEcLevel;
  /** Dark modules' colour, CSS hex. */
  foreground: string;
  /** Background colour, CSS hex. */
  background: string;
  /** Side of the PNG/JPEG/WebP image, in pixels. */
  size: number;
  /** Quiet zone, in modules. */
  margin: number;
  moduleStyle: QrModuleStyle;
}

/** Smallest and largest image side offered, in pixels. */
export const QR_MIN_SIZE = 64;
export const QR_MAX_SIZE = 4096;

/**
 * The QR drawing settings as fields of a tool's zod/mini state schema (spread them into `z.object`),
 * with the standard's defaults: level M, black on white, a 4-module quiet zone, square modules.
 *
 * @param ecLevel - the default error-correction level (M unless a tool needs another).
 * @returns the schema fields.
 */
export function qrStyleFields(ecLevel: QrEcLevel = 'M') {
  return {
    ecLevel: z._default(z.enum(QR_EC_LEVELS), ecLevel),
    foreground: z._default(z.string().check(z.maxLength(20)), '#000000'),
    background: z._default(z.string().check(z.maxLength(20)), '#ffffff'),
    size: z._default(z.int().check(z.minimum(QR_MIN_SIZE), z.maximum(QR_MAX_SIZE)), 1024),
    margin: z._default(z.int().check(z.minimum(0), z.maximum(QR_MAX_MARGIN)), 4),
    moduleStyle: z._default(z.enum(QR_MODULE_STYLES), 'square'),
  };
}

/** Names of the QR drawing settings, for a state spec's `options` (kept in the query string). */
export const QR_STYLE_KEYS = ['ecLevel', 'foreground', 'background', 'size', 'margin', 'moduleStyle'] as const;
