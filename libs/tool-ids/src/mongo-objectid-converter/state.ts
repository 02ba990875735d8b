import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The MongoDB ObjectId converter's state: two inputs (remembered, in links' fragment), the
 * `objectId` to decode and the `date` to make ObjectIds for. It has no options. Outputs are
 * never state.
 */
export const mongoObjectidConverterState = {
  schema: z.object({
    objectId: z._default(z.string().check(z.maxLength(200)), ''),
    date: z._default(z.string().check(z.maxLength(100)), ''),
  }),
  options: [],
} satisfies ToolStateSpec;
