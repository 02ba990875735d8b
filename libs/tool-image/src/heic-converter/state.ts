import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { HEIC_OUTPUT_FORMATS } from './heic-converter.js';

/** Built-in sample files the examples use (./fixtures/<name>.heic). */
export const HEIC_SAMPLES = ['sample-96x64', 'two-images'] as const;

/**
 * The HEIC converter's state: `sample` (a shipped sample, or '' for the visitor's own file — files
 * are never stored nor put in links) is an input; the output format and quality are options.
 */
export const heicConverterState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...HEIC_SAMPLES]), ''),
    format: z._default(z.enum(HEIC_OUTPUT_FORMATS), 'jpeg'),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 92),
  }),
  options: ['format', 'quality'],
  secrets: [],
} satisfies ToolStateSpec;
