import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The user-agent parser's state: the user-agent string(s), an input (remembered, in links'
 * fragment). Empty on first render; the tool fills in this browser's user agent after mounting.
 */
export const userAgentParserState = {
  schema: z.object({
    ua: z._default(z.string().check(z.maxLength(600_000)), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
