import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The phone tool's state: `input`, the number, and `message`, text for the chat/SMS links (inputs:
 * remembered, in links' fragment); the option `country` (query string): the default country for
 * national numbers, an ISO alpha-2 code, or "" for none.
 */
export const phoneParserAndFormatterState = {
  schema: z.object({
    input: z._default(z.string(), '+44 20 7031 3000'),
    country: z._default(z.string().check(z.maxLength(3)), ''),
    message: z._default(z.string(), ''),
  }),
  options: ['country'],
  secrets: [],
} satisfies ToolStateSpec;
