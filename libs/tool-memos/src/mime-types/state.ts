import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The MIME types tool's state: the search (`search`, an input: a type, an extension or a file
 * name) and the filters `source` and `withExtensions` (options, in the query string).
 */
export const mimeTypesState = {
  schema: z.object({
    search: z._default(z.string().check(z.maxLength(1000)), ''),
    source: z._default(z.enum(['all', 'iana', 'apache', 'nginx', 'custom']), 'all'),
    withExtensions: z._default(z.boolean(), false),
  }),
  options: ['source', 'withExtensions'],
  secrets: [],
} satisfies ToolStateSpec;
