import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { ROTATIONS, SYMBOLOGIES } from './barcode-generator.js';

/**
 * The generator's state: `text` (the data) is an input; the symbology and drawing settings are
 * options (query string). Nothing here is secret.
 */
export const barcodeGeneratorState = {
  schema: z.object({
    text: z._default(z.string(), 'Handy Tools'),
    symbology: z._default(z.enum(SYMBOLOGIES), 'code128'),
    scale: z._default(z.int().check(z.minimum(1), z.maximum(10)), 3),
    height: z._default(z.int().check(z.minimum(5), z.maximum(100)), 15),
    margin: z._default(z.int().check(z.minimum(0), z.maximum(50)), 10),
    includeText: z._default(z.boolean(), true),
    foreground: z._default(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)), '#000000'),
    background: z._default(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)), '#ffffff'),
    rotation: z._default(z.enum(ROTATIONS), 'N'),
    check: z._default(z.boolean(), false),
    qrEcLevel: z._default(z.enum(['L', 'M', 'Q', 'H']), 'M'),
  }),
  options: ['symbology', 'scale', 'height', 'margin', 'includeText', 'foreground', 'background', 'rotation', 'check', 'qrEcLevel'],
  secrets: [],
} satisfies ToolStateSpec;
