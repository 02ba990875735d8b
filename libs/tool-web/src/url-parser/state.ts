import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The URL parser's state: the URL to take apart and an optional base URL against which a
 * relative one is resolved; both are inputs (remembered, carried in links' fragment).
 */
export const urlParserState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(100_000)), 'https://user:pa%24%24@bücher.example:8080/docs/a%20b/index.html?lang=en&tag=x&tag=y+z#intro'),
    base: z._default(z.string().check(z.maxLength(10_000)), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
