import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { METADATA_SAMPLES } from '../shared/image-metadata/samples.js';

/**
 * The metadata reader's state: `sample` (a shipped sample image, or '' for the visitor's own —
 * images are never stored nor put in links) and the tag `search` are inputs.
 */
export const imageExifReaderState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...METADATA_SAMPLES]), ''),
    search: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
