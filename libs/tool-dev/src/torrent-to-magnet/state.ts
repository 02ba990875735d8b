import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The tool's state: `magnet` (a link to read) is an input; what the magnet link written from a
 * .torrent includes is an option. The .torrent file itself is not state.
 */
export const torrentToMagnetState = {
  schema: z.object({
    magnet: z._default(z.string(), ''),
    trackers: z._default(z.boolean(), true),
    webSeeds: z._default(z.boolean(), true),
    size: z._default(z.boolean(), false),
    base32: z._default(z.boolean(), false),
  }),
  options: ['trackers', 'webSeeds', 'size', 'base32'],
  secrets: [],
} satisfies ToolStateSpec;
