import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The Safe Links decoder's state: the text with wrapped links, an input (remembered, in links' fragment). */
export const safelinkDecoderState = {
  schema: z.object({
    input: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
