import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_JSON = '{"name": "demo", "version": 2, "dependencies": {"zod": "4", "react": "19", "comlink": "4"}, "files": ["b.js", "a.js"]}';

/**
 * The JSON sort master state. Options (query string): `order`, `natural`, `arrays`, `arrayKey`,
 * `indent`. Input (remembered, link fragment): the JSON text `input` (at most 1 MB; bigger
 * documents are opened as files, which are not state).
 */
export const jsonSortMasterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_JSON),
    order: z._default(z.enum(['asc', 'desc']), 'asc'),
    natural: z._default(z.boolean(), false),
    arrays: z._default(z.enum(['keep', 'values', 'key']), 'keep'),
    arrayKey: z._default(z.string().check(z.maxLength(200)), 'id'),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]), 2),
  }),
  options: ['order', 'natural', 'arrays', 'arrayKey', 'indent'],
} satisfies ToolStateSpec;
