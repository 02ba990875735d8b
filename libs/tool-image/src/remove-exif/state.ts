import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { METADATA_SAMPLES } from '../shared/image-metadata/samples.js';

/**
 * Remove EXIF's state: `sample` (a shipped sample, or '' for the visitor's own file — never stored)
 * is an input; what to keep and how to save are options (query string).
 * - `keepColourProfile`: keep the ICC profile so colours display as meant (default on);
 * - `keepOrientation`: write back a minimal EXIF block with only the orientation (default off: the
 *   standard is to remove all EXIF);
 * - `autoDownload`: download the cleaned file as soon as it is ready, named `noexif_<name>` (the
 *   original tool's behaviour; default off: a Download button).
 */
export const removeExifState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...METADATA_SAMPLES]), ''),
    keepColourProfile: z._default(z.boolean(), true),
    keepOrientation: z._default(z.boolean(), false),
    autoDownload: z._default(z.boolean(), false),
  }),
  options: ['keepColourProfile', 'keepOrientation', 'autoDownload'],
  secrets: [],
} satisfies ToolStateSpec;
