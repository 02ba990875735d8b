import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_JS = "{\n  // a comment\n  name: 'Handy Tools',\n  version: 2,\n  tags: ['json', 'js',],\n  mask: 0xFF,\n}";

/**
 * The JavaScript to JSON state. Option (query string): `indent` (0–8 or `'tab'`). Input
 * (remembered, link fragment): the JavaScript text `input` (at most 1 MB; bigger documents are
 * opened as files, which are not state).
 */
export const javascriptToJsonState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_JS),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]), 2),
  }),
  options: ['indent'],
} satisfies ToolStateSpec;
