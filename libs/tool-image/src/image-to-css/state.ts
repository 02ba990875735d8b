import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The tool's state: `input` is an input (remembered in localStorage, carried in links' fragment).
 * List settings in `options` (kept in the query string) and passwords/keys in `secrets` (never stored).
 */
export const imageToCssState = {
  schema: z.object({
    input: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
