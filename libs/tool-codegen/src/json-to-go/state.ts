import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to Go tool. Options (query string): `typeName`, `packageName`, `structs`,
 * `omitEmpty`, `helpers`, `exampleTags`. Input (remembered, in links' fragment): the JSON sample `input`.
 */
export const jsonToGoState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    typeName: z._default(z.string().check(z.maxLength(64)), 'Root'),
    packageName: z._default(z.string().check(z.maxLength(200)), 'main'),
    structs: z._default(z.enum(['nested', 'inline']), 'nested'),
    omitEmpty: z._default(z.boolean(), false),
    helpers: z._default(z.boolean(), false),
    exampleTags: z._default(z.boolean(), false),
  }),
  options: ['typeName', 'packageName', 'structs', 'omitEmpty', 'helpers', 'exampleTags'],
  secrets: [],
} satisfies ToolStateSpec;
