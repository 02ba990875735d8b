import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { OUTPUT_FORMATS } from '../shared/image-pipeline/formats.js';
import { ASPECT_PRESETS } from './image-resizer.js';

/** Resampling methods offered (pica's filters, the browser's scaler, nearest neighbour). */
export const RESIZE_METHODS = ['lanczos3', 'mks2013', 'hamming', 'box', 'browser', 'nearest'] as const;

/**
 * The resizer's state: `sample` (the built-in sample image, for examples; files are never stored)
 * is an input; the size, format and quality settings are options (in the query string).
 */
export const imageResizerState = {
  schema: z.object({
    sample: z._default(z.enum(['', 'gradient']), ''),
    unit: z._default(z.enum(['px', 'percent']), 'px'),
    width: z._default(z.int().check(z.minimum(1), z.maximum(32767)), 800),
    height: z._default(z.int().check(z.minimum(1), z.maximum(32767)), 600),
    percent: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 50),
    percentY: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 50),
    keepAspect: z._default(z.boolean(), true),
    aspect: z._default(z.enum(ASPECT_PRESETS), 'original'),
    format: z._default(z.enum(['same', ...OUTPUT_FORMATS]), 'same'),
    quality: z._default(z.int().check(z.minimum(0), z.maximum(100)), 92),
    method: z._default(z.enum(RESIZE_METHODS), 'lanczos3'),
    background: z._default(z.string(), '#ffffff'),
  }),
  options: ['unit', 'width', 'height', 'percent', 'percentY', 'keepAspect', 'aspect', 'format', 'quality', 'method', 'background'],
  secrets: [],
} satisfies ToolStateSpec;
