import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the YAML to JSON converter tool. Options (query string): `indent`, `allDocuments`. Input (remembered, in links'
 * fragment): the YAML text `input` (at most 1,000,000 characters; bigger documents are opened
 * from a file and never stored). The output is derived, never state.
 */
export const yamlToJsonConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 2),
    allDocuments: z._default(z.boolean(), false),
  }),
  options: ['indent', 'allDocuments'],
  secrets: [],
} satisfies ToolStateSpec;
