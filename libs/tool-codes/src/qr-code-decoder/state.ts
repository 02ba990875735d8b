import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The sample images shipped for the examples (libs/tool-codes/src/shared/scan/samples/qr-<name>.png). */
export const QR_SAMPLES = ['wifi', 'vcard', 'several'] as const;

/**
 * The QR code decoder's state, all inputs: `sample` (a shipped sample image, or '' when the image is
 * the visitor's own — images are never stored nor put in links) and `text` (a QR code's text typed
 * or pasted, read as a payload). Nothing is secret: a Wi-Fi password read from a code is shown, not kept.
 */
export const qrCodeDecoderState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...QR_SAMPLES]), ''),
    text: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
