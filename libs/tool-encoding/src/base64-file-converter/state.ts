import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The Base64 file converter's state: only the "Base64 to file" text, an input (remembered, in
 * links' fragment). The chosen file stays out of the state (files are never stored nor linked),
 * and so do the outputs and the suggested file name, which follow the decoded data.
 */
export const base64FileConverterState = {
  schema: z.object({
    base64: z._default(z.string(), ''),
  }),
} satisfies ToolStateSpec;
