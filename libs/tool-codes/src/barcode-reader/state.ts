import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { READER_FILTERS } from './barcode-reader.js';

/** The sample images shipped for the examples (libs/tool-codes/src/shared/scan/samples/barcodes-<name>.png). */
export const READER_SAMPLES = ['label', 'photo'] as const;

/**
 * The barcode reader's state: `sample` (a shipped sample image, or '' for the visitor's own — images
 * are never stored nor put in links) is an input; what to look for (`formats`) and how hard
 * (`tryHarder`) are options, in the query string.
 */
export const barcodeReaderState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...READER_SAMPLES]), ''),
    formats: z._default(z.enum(READER_FILTERS), 'All'),
    tryHarder: z._default(z.boolean(), true),
  }),
  options: ['formats', 'tryHarder'],
  secrets: [],
} satisfies ToolStateSpec;
