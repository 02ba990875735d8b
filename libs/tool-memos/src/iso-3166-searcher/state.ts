import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The ISO 3166 searcher's state: the search (`search`, an input: a name or a code) and the
 * continent filter `continent` (an option, in the query string).
 */
export const iso3166SearcherState = {
  schema: z.object({
    search: z._default(z.string().check(z.maxLength(1000)), ''),
    continent: z._default(z.enum(['all', 'AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']), 'all'),
  }),
  options: ['continent'],
  secrets: [],
} satisfies ToolStateSpec;
