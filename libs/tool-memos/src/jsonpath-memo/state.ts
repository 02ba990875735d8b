import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The JSONPath cheat sheet's state: the search text `search`, an input (remembered, in links' fragment). */
export const jsonpathMemoState = {
  schema: z.object({
    // Searches are a few words; the bound only keeps hostile links out.
    search: z._default(z.string().check(z.maxLength(1000)), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
