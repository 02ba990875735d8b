import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The URL encoder's state: the two texts are inputs (remembered), the three switches are options (in the query string). */
export const urlEncoderState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    encoded: z._default(z.string(), ''),
    strict: z._default(z.boolean(), false),
    spaceAsPlus: z._default(z.boolean(), false),
    plusAsSpace: z._default(z.boolean(), false),
  }),
  options: ['strict', 'spaceAsPlus', 'plusAsSpace'],
} satisfies ToolStateSpec;
