import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * PDF signature checker's state: `sample` (check the built-in signed sample PDF while no file is
 * chosen) is an input. The chosen file is not state.
 */
export const pdfSignatureCheckerState = {
  schema: z.object({
    sample: z._default(z.boolean(), false),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
