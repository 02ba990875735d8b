import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { QR_STYLE_KEYS, qrStyleFields } from '../shared/qr/qr-state.js';

/**
 * The QR code generator's state: `text` is the input (remembered, carried in links); the drawing
 * settings, the version, the file name, the logo size and the text-output settings are options
 * (query string). A logo image is a file: not state.
 */
export const qrcodeGeneratorState = {
  schema: z.object({
    text: z._default(z.string(), 'https://example.com/'),
    ...qrStyleFields('M'),
    /** 0: the smallest version that holds the text. */
    version: z._default(z.int().check(z.minimum(0), z.maximum(40)), 0),
    fileName: z._default(z.string().check(z.maxLength(100)), 'qr-code'),
    textCompact: z._default(z.boolean(), true),
    textInvert: z._default(z.boolean(), false),
    /** Side of the logo (when one is chosen), in percent of the code's side. */
    logoSize: z._default(z.int().check(z.minimum(5), z.maximum(35)), 20),
  }),
  options: [...QR_STYLE_KEYS, 'version', 'fileName', 'textCompact', 'textInvert', 'logoSize'],
  secrets: [],
} satisfies ToolStateSpec;
