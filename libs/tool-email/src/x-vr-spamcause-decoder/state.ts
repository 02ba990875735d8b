import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The decoder's state: `input` — the header, header block or bare value pasted (remembered, carried in links). */
export const xVrSpamcauseDecoderState = {
  schema: z.object({
    input: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
