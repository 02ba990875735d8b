import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the CSV to JSON tool. Options (query string): `delimiter`, `header`, `unflatten`,
 * `typed`, `indent`. Input (remembered, in links' fragment): the CSV text `input` (at most
 * 1,000,000 characters; bigger documents are opened from a file and never stored).
 */
export const csvToJsonState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    delimiter: z._default(z.enum(['auto', 'comma', 'semicolon', 'tab', 'pipe']), 'auto'),
    header: z._default(z.boolean(), true),
    unflatten: z._default(z.boolean(), true),
    typed: z._default(z.boolean(), false),
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 2),
  }),
  options: ['delimiter', 'header', 'unflatten', 'typed', 'indent'],
  secrets: [],
} satisfies ToolStateSpec;
