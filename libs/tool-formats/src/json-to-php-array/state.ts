import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to PHP array tool. Options (query string): `syntax`, `indent`,
 * `trailingComma`, `returnStatement`. Input (remembered, in links' fragment): the JSON text
 * `input` (at most 1,000,000 characters; bigger files are opened and never stored).
 */
export const jsonToPhpArrayState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    syntax: z._default(z.enum(['short', 'long']), 'short'),
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 4),
    trailingComma: z._default(z.boolean(), true),
    returnStatement: z._default(z.boolean(), false),
  }),
  options: ['syntax', 'indent', 'trailingComma', 'returnStatement'],
  secrets: [],
} satisfies ToolStateSpec;
