import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The ISBN tool's state: `input`, one ISBN (an input: remembered, in links' fragment). No options. */
export const isbnValidatorAndParserState = {
  schema: z.object({
    input: z._default(z.string(), '978-3-16-148410-0'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
