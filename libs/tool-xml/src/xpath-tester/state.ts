import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the inputs hold before the visitor types anything. */
export const SAMPLE_XML = `<?xml version="1.0"?>
<catalog>
  <book id="bk101" lang="en"><author>Gambardella, Matthew</author><title>XML Developer's Guide</title><price>44.95</price></book>
  <book id="bk102" lang="fr"><author>Ralls, Kim</author><title>Midnight Rain</title><price>5.95</price></book>
</catalog>`;

/**
 * The XPath tester's state, all inputs (remembered, carried in links): the document `xml`, the
 * `expression`, and extra namespace bindings `namespaces` (one `prefix=URI` a line).
 */
export const xpathTesterState = {
  schema: z.object({
    xml: z._default(z.string(), SAMPLE_XML),
    expression: z._default(z.string(), '//book[price > 10]/title'),
    namespaces: z._default(z.string(), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
