import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the two inputs hold before the visitor types anything. */
export const SAMPLE_LEFT = '{"name": "handy", "version": 1, "tags": ["json", "diff"], "owner": {"id": 7}}';
export const SAMPLE_RIGHT = '{"name": "handy", "version": 2, "tags": ["json", "diff", "tools"], "license": "MIT"}';

/**
 * The JSON diff's state. Options (in the query string): `ignoreArrayOrder`, `json5`. Inputs
 * (remembered, in links' fragment): the two documents `left` and `right`, at most 1,000,000
 * characters each (bigger documents are opened from files, which are never stored).
 */
export const jsonDiffState = {
  schema: z.object({
    left: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_LEFT),
    right: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_RIGHT),
    ignoreArrayOrder: z._default(z.boolean(), false),
    json5: z._default(z.boolean(), true),
  }),
  options: ['ignoreArrayOrder', 'json5'],
} satisfies ToolStateSpec;
