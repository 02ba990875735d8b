import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_XML =
  '<?xml version="1.0" encoding="UTF-8"?><note priority="high"><to>Tove</to><from>Jani</from><!-- a reminder --><body>Don\'t forget me this weekend!</body></note>';

/**
 * The XML formatter's state. Options (in the query string): `mode` (pretty or minify), `indent`
 * (0–8 spaces or `'tab'`), `collapseContent`, `keepComments`, `selfClose`. Input: the XML text.
 */
export const xmlFormatterState = {
  schema: z.object({
    input: z._default(z.string(), SAMPLE_XML),
    mode: z._default(z.enum(['pretty', 'minify']), 'pretty'),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]), 2),
    collapseContent: z._default(z.boolean(), true),
    keepComments: z._default(z.boolean(), true),
    selfClose: z._default(z.boolean(), true),
  }),
  options: ['mode', 'indent', 'collapseContent', 'keepComments', 'selfClose'],
  secrets: [],
} satisfies ToolStateSpec;
