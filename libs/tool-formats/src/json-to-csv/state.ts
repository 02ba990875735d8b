import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to CSV tool. Options (query string): `delimiter`, `header`, `crlf`,
 * `arrays`, `nulls`. Input (remembered, in links' fragment): the JSON text `input` (at most 1,000,000
 * characters; bigger documents are opened from a file and never stored).
 */
export const jsonToCsvState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    delimiter: z._default(z.enum(['comma', 'semicolon', 'tab', 'pipe']), 'comma'),
    header: z._default(z.boolean(), true),
    crlf: z._default(z.boolean(), true),
    arrays: z._default(z.enum(['index', 'json']), 'index'),
    nulls: z._default(z.enum(['empty', 'text']), 'empty'),
  }),
  options: ['delimiter', 'header', 'crlf', 'arrays', 'nulls'],
  secrets: [],
} satisfies ToolStateSpec;
