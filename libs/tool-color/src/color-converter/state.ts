import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The colour converter's state: `color` (an input) is the last valid colour as typed, in any CSS notation
 * (kept as text so a lab()/oklch() value keeps its precision). The rest are options.
 */
export const colorConverterState = {
  schema: z.object({
    color: z._default(z.string(), '#1ea54c'),
    legacy: z._default(z.boolean(), false),
    saturation: z._default(z.int().check(z.minimum(-100), z.maximum(100)), 0),
    lightness: z._default(z.int().check(z.minimum(-100), z.maximum(100)), 0),
    grayscale: z._default(z.boolean(), false),
    invert: z._default(z.boolean(), false),
  }),
  options: ['legacy', 'saturation', 'lightness', 'grayscale', 'invert'],
  secrets: [],
} satisfies ToolStateSpec;
