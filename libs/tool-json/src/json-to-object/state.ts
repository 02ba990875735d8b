import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_JSON = '{"name": "Handy Tools", "version": 2, "tags": ["json", "js"], "content-type": "application/json", "nested": {"ok": true, "none": null}}';

/**
 * The JSON to object state. Options (query string): `quote`, `indent` (0–8 or `'tab'`),
 * `trailingCommas`. Input (remembered, link fragment): the JSON text `input` (at most 1 MB; a
 * bigger document is opened as a file, which is not state).
 */
export const jsonToObjectState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_JSON),
    quote: z._default(z.enum(['single', 'double']), 'single'),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]), 2),
    trailingCommas: z._default(z.boolean(), false),
  }),
  options: ['quote', 'indent', 'trailingCommas'],
} satisfies ToolStateSpec;
