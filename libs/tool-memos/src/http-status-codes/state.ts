import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The HTTP status codes memo's state: the search text `search`, an input (remembered, in links'
 * fragment). The filtered table is output, never state. The tool has no options.
 */
export const httpStatusCodesState = {
  schema: z.object({
    // Searches are a few words; the bound only keeps hostile links out.
    search: z._default(z.string().check(z.maxLength(1000)), ''),
  }),
  options: [],
} satisfies ToolStateSpec;
