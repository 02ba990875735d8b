import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The multi-link downloader's state. Inputs (remembered, in links' fragment): the list of links,
 * one per line, and the ZIP file's name. Options (query string): how many downloads run at once,
 * the deflate level (0 stores) and whether a lone file is saved as it is rather than zipped. The
 * downloads and their progress are output, never state.
 */
export const multiLinkDownloaderState = {
  schema: z.object({
    links: z._default(z.string().check(z.maxLength(200_000)), ''),
    zipName: z._default(z.string().check(z.maxLength(200)), 'downloads.zip'),
    concurrency: z._default(z.int().check(z.minimum(1), z.maximum(8)), 3),
    level: z._default(z.int().check(z.minimum(0), z.maximum(9)), 6),
    singleAsFile: z._default(z.boolean(), false),
  }),
  options: ['concurrency', 'level', 'singleAsFile'],
} satisfies ToolStateSpec;
