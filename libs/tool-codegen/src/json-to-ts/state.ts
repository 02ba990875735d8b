import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to TS tool. Options (query string): `typeName`, `declaration`,
 * `allOptional`, `readonly`. Input (remembered, in links' fragment): the JSON sample `input`.
 */
export const jsonToTsState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    typeName: z._default(z.string().check(z.maxLength(64)), 'Root'),
    declaration: z._default(z.enum(['interface', 'type']), 'interface'),
    allOptional: z._default(z.boolean(), false),
    readonly: z._default(z.boolean(), false),
  }),
  options: ['typeName', 'declaration', 'allOptional', 'readonly'],
  secrets: [],
} satisfies ToolStateSpec;
