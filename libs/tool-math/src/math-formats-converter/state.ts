import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { SOURCE_FORMATS, TARGET_FORMATS } from './math-formats-converter.js';

/**
 * The math formats converter's state: the formula `input` is an input (remembered, in links'
 * fragment); the source and target formats and block/inline `display` are options (query string).
 */
export const mathFormatsConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(50_000)), '\\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}'),
    from: z._default(z.enum(SOURCE_FORMATS), 'latex'),
    to: z._default(z.enum(TARGET_FORMATS), 'mathml'),
    display: z._default(z.boolean(), true),
  }),
  options: ['from', 'to', 'display'],
  secrets: [],
} satisfies ToolStateSpec;
