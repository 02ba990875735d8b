import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * PDF unlock's state: the password is a secret (never stored, never in a link); `sample` (work
 * on a sample PDF encrypted with the password "handy" while no file is chosen) is an input.
 */
export const pdfUnlockState = {
  schema: z.object({
    sample: z._default(z.boolean(), false),
    password: z._default(z.string(), ''),
  }),
  options: [],
  secrets: ['password'],
} satisfies ToolStateSpec;
