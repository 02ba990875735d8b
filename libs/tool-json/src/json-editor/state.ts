import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The document before the visitor types anything. */
export const SAMPLE_DOCUMENT = `{
  "name": "Handy Tools",
  "version": 1,
  "offline": true,
  "tags": ["json", "editor", "tree"],
  "owner": { "login": "octocat", "id": 583231, "site": "https://github.com/octocat" },
  "releases": [
    { "tag": "v1.0.0", "date": "2026-11-23", "notes": null },
    { "tag": "v1.1.0", "date": "2026-12-01", "notes": "Dark theme" }
  ]
}`;

/**
 * The JSON editor's state. Options (in the query string): `mode` (`tree`, `text` or `table`) and
 * `indent` (1–8 spaces or `'tab'`: how the editor formats and writes the document; remembered
 * across the JSON tools).
 * Input (remembered, in links' fragment): the document `input`, up to 1,000,000 characters — a
 * bigger document is opened from a file and kept out of the state.
 */
export const jsonEditorState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_DOCUMENT),
    mode: z._default(z.enum(['tree', 'text', 'table']), 'tree'),
    indent: z._default(z.union([z.int().check(z.minimum(1), z.maximum(8)), z.literal('tab')]), 2),
  }),
  options: ['mode', 'indent'],
  secrets: [],
} satisfies ToolStateSpec;
