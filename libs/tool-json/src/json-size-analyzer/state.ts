import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_DOCUMENT =
  '{"users": [{"id": 1, "name": "Ada", "bio": "Mathematician and writer, known for her work on the Analytical Engine."}, {"id": 2, "name": "Alan", "bio": "Computer scientist."}], "meta": {"count": 2}}';

/**
 * The JSON size analyzer's state. Options (in the query string): `json5`, `startPath` (where the
 * analysis starts, e.g. `$.users[0]`), `maxDepth` (levels listed below it; 0 = all), `gzipNodes`
 * (gzip size of each value, not only of the whole) and `search` (filters the results). Input
 * (remembered, in links' fragment): the JSON text `input`, at most 1,000,000 characters (bigger
 * documents are opened from files, which are never stored).
 */
export const jsonSizeAnalyzerState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_DOCUMENT),
    json5: z._default(z.boolean(), true),
    startPath: z._default(z.string().check(z.maxLength(1000)), ''),
    maxDepth: z._default(z.int().check(z.minimum(0), z.maximum(1000)), 0),
    gzipNodes: z._default(z.boolean(), true),
    search: z._default(z.string().check(z.maxLength(200)), ''),
  }),
  options: ['json5', 'startPath', 'maxDepth', 'gzipNodes', 'search'],
} satisfies ToolStateSpec;
