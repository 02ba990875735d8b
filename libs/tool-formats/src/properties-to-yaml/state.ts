import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the Properties to YAML tool. Options (query string): `keepStrings`, `indent`.
 * Input (remembered, in links' fragment): the `.properties` text `input` (at most 1,000,000
 * characters; bigger files are opened and never stored). The output is derived, never state.
 */
export const propertiesToYamlState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    keepStrings: z._default(z.boolean(), true),
    indent: z._default(z.int().check(z.minimum(1), z.maximum(8)), 2),
  }),
  options: ['keepStrings', 'indent'],
  secrets: [],
} satisfies ToolStateSpec;
