import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The SharePoint decoder's state: the sharing link or share id, an input (remembered, in links' fragment). */
export const sharepointDecoderState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(100_000)), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
