import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to C# tool. Options (query string): `typeName`, `namespace`, `style`,
 * `attributes`. Input (remembered, in links' fragment): the JSON sample `input`.
 */
export const jsonToCsharpState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    typeName: z._default(z.string().check(z.maxLength(64)), 'Root'),
    namespace: z._default(z.string().check(z.maxLength(200)), 'App.Models'),
    style: z._default(z.enum(['class', 'record']), 'class'),
    attributes: z._default(z.enum(['system-text-json', 'newtonsoft', 'none']), 'system-text-json'),
  }),
  options: ['typeName', 'namespace', 'style', 'attributes'],
  secrets: [],
} satisfies ToolStateSpec;
