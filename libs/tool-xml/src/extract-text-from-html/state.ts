import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_HTML =
  '<h1>Release notes</h1>\n<p>Version <b>2.0</b> brings a new editor &amp; faster search.</p>\n<ul><li>Dark theme</li><li>Export to <a href="https://example.org/pdf">PDF</a></li></ul>\n<script>track()</script>';

/**
 * The HTML text extractor's state. Options (in the query string): `links` (`text` or `url`),
 * `tables` (`tsv` or `aligned`), `wordwrap` (0 = none, else 20–200), `imageAlt`,
 * `uppercaseHeadings`. Input: the HTML text.
 */
export const extractTextFromHtmlState = {
  schema: z.object({
    input: z._default(z.string(), SAMPLE_HTML),
    links: z._default(z.enum(['text', 'url']), 'text'),
    tables: z._default(z.enum(['tsv', 'aligned']), 'tsv'),
    wordwrap: z._default(z.int().check(z.minimum(0), z.maximum(200)), 0),
    imageAlt: z._default(z.boolean(), false),
    uppercaseHeadings: z._default(z.boolean(), false),
  }),
  options: ['links', 'tables', 'wordwrap', 'imageAlt', 'uppercaseHeadings'],
  secrets: [],
} satisfies ToolStateSpec;
