import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the YAML prettifier. Options (query string): `indent` (1–8), `sortKeys`,
 * `lineWidth` (0 never folds, else 20–400). Input (remembered, in links' fragment): the YAML
 * text `input` (at most 1,000,000 characters; bigger documents are opened from a file).
 */
export const yamlPrettifyState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    indent: z._default(z.int().check(z.minimum(1), z.maximum(8)), 2),
    sortKeys: z._default(z.boolean(), false),
    lineWidth: z._default(z.int().check(z.minimum(0), z.maximum(400)), 80),
  }),
  options: ['indent', 'sortKeys', 'lineWidth'],
  secrets: [],
} satisfies ToolStateSpec;
