import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The bounce parser's state: `input`, the bounce's source pasted (remembered, carried in links). An opened file is not state. */
export const bounceParserState = {
  schema: z.object({
    input: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
