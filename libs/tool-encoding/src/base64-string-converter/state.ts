import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The Base64 string converter's state: the two texts are inputs (remembered, in links' fragment),
 * the alphabet and padding of the encoder are options (in the query string).
 */
export const base64StringConverterState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    base64: z._default(z.string(), ''),
    urlSafe: z._default(z.boolean(), false),
    padding: z._default(z.boolean(), true),
  }),
  options: ['urlSafe', 'padding'],
} satisfies ToolStateSpec;
