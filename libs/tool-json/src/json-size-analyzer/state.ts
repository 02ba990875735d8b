import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_DOCUMENT =
  '{"users": [{"id": 1, "name": "Ada", "bio": "Mathematician and writer, known for her work on the Analytical Engine."}, {"id": 2, "name": "Alan", "bio": "Computer scientist."}], "meta": {"count": 2}}';

/**
 * The JSON size analyzer's state. Option (in the query string): `json5`. Input (remembered,
 * in links' fragment): the JSON text `input`, at most 1,000,000 characters (bigger documents
 * are opened from files, which are never stored).
 */
export const jsonSizeAnalyzerState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_DOCUMENT),
    json5: z._default(z.boolean(), false),
  }),
  options: ['json5'],
} satisfies ToolStateSpec;
