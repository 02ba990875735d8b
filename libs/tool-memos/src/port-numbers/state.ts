import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The port numbers tool's state: the search (`search`, an input: a port, a range or words) and
 * the protocol filter `protocol` (an option, in the query string).
 */
export const portNumbersState = {
  schema: z.object({
    search: z._default(z.string().check(z.maxLength(1000)), ''),
    protocol: z._default(z.enum(['all', 'tcp', 'udp', 'sctp', 'dccp']), 'all'),
  }),
  options: ['protocol'],
  secrets: [],
} satisfies ToolStateSpec;
