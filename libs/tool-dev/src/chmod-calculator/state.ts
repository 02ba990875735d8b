import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The chmod calculator's state: the mode as typed (`input`, any notation) and the file path are
 * inputs; `recursive` (-R) and the command's `form` are options (in the query string).
 */
export const chmodCalculatorState = {
  schema: z.object({
    input: z._default(z.string(), '755'),
    path: z._default(z.string(), ''),
    recursive: z._default(z.boolean(), false),
    form: z._default(z.enum(['octal', 'symbolic']), 'octal'),
  }),
  options: ['recursive', 'form'],
  secrets: [],
} satisfies ToolStateSpec;
