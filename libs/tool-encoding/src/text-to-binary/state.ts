import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The text-to-binary converter's state: two inputs (remembered), no options. */
export const textToBinaryState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    binary: z._default(z.string(), ''),
  }),
  options: [],
} satisfies ToolStateSpec;
