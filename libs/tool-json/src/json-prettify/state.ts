import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_JSON = '{"hello": "world", "numbers": [1, 2, 3], "nested": {"ok": true, "none": null}}';

/**
 * The JSON prettifier's state. Options (in the query string): `indent` (0–8 spaces or `'tab'`),
 * `sortKeys`, `json5`. Input (remembered, in links' fragment): the JSON text `input`. The
 * formatted JSON is output, never state.
 */
export const jsonPrettifyState = {
  schema: z.object({
    input: z._default(z.string(), SAMPLE_JSON),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]), 2),
    sortKeys: z._default(z.boolean(), false),
    json5: z._default(z.boolean(), true),
  }),
  options: ['indent', 'sortKeys', 'json5'],
} satisfies ToolStateSpec;
