import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { ICO_ENTRY_FORMATS, ICO_FITS } from './ico-converter.js';

/** Built-in samples the examples use: `picture` (an image → ICO), `icon` (an ICO made in the worker → its images as PNG). */
export const ICO_SAMPLES = ['picture', 'icon'] as const;

/**
 * The ICO converter's state: `sample` (a built-in sample, or '' for the visitor's own file —
 * files are never stored nor put in links) is an input; the sizes (comma-separated pixels), the
 * entry format and how a non-square picture fits are options, in the query string.
 */
export const icoConverterState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...ICO_SAMPLES]), ''),
    sizes: z._default(z.string(), '16,24,32,48,64,128,256'),
    entryFormat: z._default(z.enum(ICO_ENTRY_FORMATS), 'auto'),
    fit: z._default(z.enum(ICO_FITS), 'contain'),
  }),
  options: ['sizes', 'entryFormat', 'fit'],
  secrets: [],
} satisfies ToolStateSpec;
