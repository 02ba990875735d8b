import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The placeholder generator's state: the text is an input (remembered, carried in links' fragment);
 * the size, colours, font and encoding are options (in the query string).
 */
export const svgPlaceholderGeneratorState = {
  schema: z.object({
    width: z._default(z.int().check(z.minimum(1), z.maximum(8192)), 600),
    height: z._default(z.int().check(z.minimum(1), z.maximum(8192)), 350),
    background: z._default(z.string(), '#cccccc'),
    color: z._default(z.string(), '#333333'),
    text: z._default(z.string(), ''),
    fontSize: z._default(z.int().check(z.minimum(1), z.maximum(10000)), 26),
    fontFamily: z._default(z.string(), 'monospace'),
    bold: z._default(z.boolean(), false),
    exactSize: z._default(z.boolean(), true),
    encoding: z._default(z.enum(['strict', 'compact']), 'strict'),
  }),
  options: ['width', 'height', 'background', 'color', 'fontSize', 'fontFamily', 'bold', 'exactSize', 'encoding'],
  secrets: [],
} satisfies ToolStateSpec;
