import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * Image to CSS's state: the pasted SVG, the alt text and `sample` (the built-in sample image instead
 * of the visitor's file: files are never stored nor put in links) are inputs; the source kind and
 * the encoding and svgo settings are options (in the query string).
 */
export const imageToCssState = {
  schema: z.object({
    mode: z._default(z.enum(['file', 'svg']), 'file'),
    sample: z._default(z.boolean(), false),
    svg: z._default(z.string(), ''),
    alt: z._default(z.string(), ''),
    optimize: z._default(z.boolean(), true),
    multipass: z._default(z.boolean(), true),
    precision: z._default(z.int().check(z.minimum(0), z.maximum(8)), 3),
    keepIds: z._default(z.boolean(), false),
    svgEncoding: z._default(z.enum(['url', 'url-compact', 'base64']), 'url'),
  }),
  options: ['mode', 'optimize', 'multipass', 'precision', 'keepIds', 'svgEncoding'],
  secrets: [],
} satisfies ToolStateSpec;
