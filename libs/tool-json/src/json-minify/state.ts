import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_JSON = '{\n  "hello": "world",\n  "numbers": [1, 2, 3],\n  "nested": { "ok": true, "none": null }\n}';

/**
 * The JSON minifier's state. Option (in the query string): `json5`. Input (remembered, in
 * links' fragment): the typed JSON text `input` (at most 1,000,000 characters; bigger
 * documents are opened from a file and never stored).
 */
export const jsonMinifyState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_JSON),
    json5: z._default(z.boolean(), true),
  }),
  options: ['json5'],
} satisfies ToolStateSpec;
