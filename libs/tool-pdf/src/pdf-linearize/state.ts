import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * PDF linearize's state: how object streams are written is an option (query string); the
 * password of an encrypted input is a secret; `sample` (work on the built-in sample PDF while no
 * file is chosen) is an input.
 */
export const pdfLinearizeState = {
  schema: z.object({
    sample: z._default(z.boolean(), false),
    password: z._default(z.string(), ''),
    objectStreams: z._default(z.enum(['preserve', 'generate', 'disable']), 'preserve'),
  }),
  options: ['objectStreams'],
  secrets: ['password'],
} satisfies ToolStateSpec;
