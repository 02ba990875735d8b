import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to TOML tool. Options (query string): `dates`. Input (remembered, in links'
 * fragment): the JSON text `input` (at most 1,000,000 characters; bigger documents are opened
 * from a file and never stored). The output is derived, never state.
 */
export const jsonToTomlState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    dates: z._default(z.boolean(), true),
  }),
  options: ['dates'],
  secrets: [],
} satisfies ToolStateSpec;
