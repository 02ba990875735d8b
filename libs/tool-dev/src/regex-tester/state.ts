import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The regex tester's state: pattern, text and replacement are inputs (a link from another tool can
 * carry `pattern` and `flags`); the flags, the replace/split previews and the time limit are options.
 */
export const regexTesterState = {
  schema: z.object({
    pattern: z._default(z.string(), ''),
    flags: z._default(z.string().check(z.maxLength(8), z.regex(/^[dgimsuvy]*$/)), 'g'),
    text: z._default(z.string(), ''),
    replacement: z._default(z.string(), ''),
    replace: z._default(z.boolean(), false),
    split: z._default(z.boolean(), false),
    timeLimit: z._default(z.int().check(z.minimum(100), z.maximum(10_000)), 1000),
  }),
  options: ['flags', 'replace', 'split', 'timeLimit'],
  secrets: [],
} satisfies ToolStateSpec;
