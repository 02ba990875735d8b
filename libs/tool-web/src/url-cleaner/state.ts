import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The URL cleaner's state: the text with URLs is an input (remembered, in links' fragment);
 * whether to unwrap redirects and the extra parameter names to remove are options (query string).
 */
export const urlCleanerState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    unwrap: z._default(z.boolean(), true),
    extra: z._default(z.string().check(z.maxLength(2000)), ''),
  }),
  options: ['unwrap', 'extra'],
  secrets: [],
} satisfies ToolStateSpec;
