import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The IES lighting guidelines' state: the search text (`query`, an input) and the industry filter
 * (`industry`, an option kept in the query string; `''` for every industry).
 */
export const iesLightingGuidelinesState = {
  schema: z.object({
    query: z._default(z.string().check(z.maxLength(200)), ''),
    industry: z._default(z.string().check(z.maxLength(60)), ''),
  }),
  options: ['industry'],
} satisfies ToolStateSpec;
