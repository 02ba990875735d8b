import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to YAML converter tool. Options (query string): `indent`. Input (remembered, in links'
 * fragment): the JSON text `input` (at most 1,000,000 characters; bigger documents are opened
 * from a file and never stored). The output is derived, never state.
 */
export const jsonToYamlConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    indent: z._default(z.int().check(z.minimum(1), z.maximum(8)), 2),
  }),
  options: ['indent'],
  secrets: [],
} satisfies ToolStateSpec;
