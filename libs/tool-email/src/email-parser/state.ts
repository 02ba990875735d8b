import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The e-mail parser's state: `input`, the message source pasted (remembered, carried in links). An
 * opened .eml file is read as bytes and is not state.
 */
export const emailParserState = {
  schema: z.object({
    input: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
