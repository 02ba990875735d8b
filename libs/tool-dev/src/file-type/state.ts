import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The tool's state: `hex` (a file's first bytes typed or pasted in hexadecimal) is an input; dropped files are not state. */
export const fileTypeState = {
  schema: z.object({
    hex: z._default(z.string().check(z.maxLength(100_000)), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
