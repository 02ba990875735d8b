import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The FIGlet tool's state: `input`, the text (an input: remembered, in links' fragment); options
 * (query string): `font`, `horizontalLayout`, `verticalLayout`, `width` (0 = never wrap) and
 * `wrapping` (how the drawing is wrapped for code).
 */
export const asciiTextDrawerState = {
  schema: z.object({
    input: z._default(z.string(), 'Handy Tools'),
    font: z._default(z.string().check(z.maxLength(64)), 'Standard'),
    horizontalLayout: z._default(z.enum(['default', 'full', 'fitted', 'controlled smushing', 'universal smushing']), 'default'),
    verticalLayout: z._default(z.enum(['default', 'full', 'fitted', 'controlled smushing', 'universal smushing']), 'default'),
    width: z._default(z.int().check(z.minimum(0), z.maximum(10_000)), 80),
    wrapping: z._default(z.enum(['none', 'line-comment', 'hash-comment', 'block-comment', 'html-comment', 'javascript', 'python', 'bash']), 'none'),
  }),
  options: ['font', 'horizontalLayout', 'verticalLayout', 'width', 'wrapping'],
  secrets: [],
} satisfies ToolStateSpec;
