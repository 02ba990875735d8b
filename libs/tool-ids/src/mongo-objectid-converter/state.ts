import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The MongoDB ObjectId converter's state: two inputs (remembered, in links' fragment), the
 * `objectId` to decode and the `date` to make ObjectIds for; one option (in the query string),
 * the `collection` named in the mongosh commands (a name too long for an address is left out of
 * it by the state system). Outputs are never state.
 */
export const mongoObjectidConverterState = {
  schema: z.object({
    objectId: z._default(z.string().check(z.maxLength(200)), ''),
    date: z._default(z.string().check(z.maxLength(100)), ''),
    // Names over COLLECTION_NAME_MAX (120) are refused with a message; this bound keeps hostile links out.
    collection: z._default(z.string().check(z.maxLength(200)), 'collection'),
  }),
  options: ['collection'],
} satisfies ToolStateSpec;
