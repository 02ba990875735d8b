import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The Outlook parser's state: `sample`, the built-in sample message to show (`agenda`) or none. An
 * opened .msg file is read as bytes and is not state (files never go into storage or links).
 */
export const outlookParserState = {
  schema: z.object({
    sample: z._default(z.enum(['', 'agenda']), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
