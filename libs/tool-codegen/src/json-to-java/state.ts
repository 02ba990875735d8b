import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to Java tool. Options (query string): `typeName`, `packageName`, `style`,
 * `jackson`. Input (remembered, in links' fragment): the JSON sample `input`.
 */
export const jsonToJavaState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    typeName: z._default(z.string().check(z.maxLength(64)), 'Root'),
    packageName: z._default(z.string().check(z.maxLength(200)), 'com.example.model'),
    style: z._default(z.enum(['class', 'record', 'lombok']), 'class'),
    jackson: z._default(z.boolean(), true),
  }),
  options: ['typeName', 'packageName', 'style', 'jackson'],
  secrets: [],
} satisfies ToolStateSpec;
