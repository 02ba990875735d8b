import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { OUTPUT_FORMATS } from '../shared/image-pipeline/formats.js';

/**
 * The converter's state: `sample` (the built-in sample image, for examples; files are never
 * stored) is an input; format, quality, background, SVG size, GIF transparency and the
 * download-at-once switch (the original tool's behaviour) are options.
 */
export const imageConverterState = {
  schema: z.object({
    sample: z._default(z.enum(['', 'gradient']), ''),
    format: z._default(z.enum(OUTPUT_FORMATS), 'png'),
    quality: z._default(z.int().check(z.minimum(0), z.maximum(100)), 92),
    background: z._default(z.string(), '#ffffff'),
    svgScale: z._default(z.number().check(z.minimum(0.01), z.maximum(64)), 1),
    svgWidth: z._default(z.int().check(z.minimum(0), z.maximum(32767)), 0),
    gifTransparency: z._default(z.boolean(), true),
    autoDownload: z._default(z.boolean(), false),
  }),
  options: ['format', 'quality', 'background', 'svgScale', 'svgWidth', 'gifTransparency', 'autoDownload'],
  secrets: [],
} satisfies ToolStateSpec;
