import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The MIME encoding converter's state. Inputs (remembered, in links' fragment): `text` (to encode)
 * and `encoded` (a header with encoded-words, to decode). Options (query string): `encoding`
 * (B or Q), `always` (encode pure ASCII too), `fold` (fold as a header) and `headerName`.
 */
export const mimeConverterState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    encoded: z._default(z.string(), ''),
    encoding: z._default(z.enum(['B', 'Q']), 'B'),
    always: z._default(z.boolean(), false),
    fold: z._default(z.boolean(), false),
    headerName: z._default(z.string().check(z.maxLength(60)), 'Subject'),
  }),
  options: ['encoding', 'always', 'fold', 'headerName'],
} satisfies ToolStateSpec;
