import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { EXPORT_FORMATS, HARMONY_TYPES } from './color-wheel.js';

/**
 * The colour wheel's state: the base colour as HSL (hue in degrees, saturation and lightness in percent),
 * the two colours compared for contrast (any CSS colour text) and the palette name prefix are inputs;
 * the harmony and export format are options.
 */
export const colorWheelState = {
  schema: z.object({
    hue: z._default(z.number().check(z.minimum(0), z.maximum(360)), 140),
    saturation: z._default(z.number().check(z.minimum(0), z.maximum(100)), 69),
    lightness: z._default(z.number().check(z.minimum(0), z.maximum(100)), 38),
    harmony: z._default(z.enum(HARMONY_TYPES), 'complementary'),
    foreground: z._default(z.string(), '#1f2933'),
    background: z._default(z.string(), '#ffffff'),
    prefix: z._default(z.string(), 'brand'),
    exportFormat: z._default(z.enum(EXPORT_FORMATS), 'css'),
  }),
  options: ['harmony', 'exportFormat'],
  secrets: [],
} satisfies ToolStateSpec;
