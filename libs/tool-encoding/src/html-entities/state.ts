import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The HTML entities tool's state: the two texts are inputs; what to escape and how are options. */
export const htmlEntitiesState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    html: z._default(z.string(), ''),
    mode: z._default(z.enum(['special', 'nonAscii', 'all']), 'special'),
    named: z._default(z.boolean(), true),
    numeric: z._default(z.enum(['decimal', 'hex']), 'hex'),
  }),
  options: ['mode', 'named', 'numeric'],
} satisfies ToolStateSpec;
