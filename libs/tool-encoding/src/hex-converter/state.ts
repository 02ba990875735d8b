import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The hex converter's state: the two texts are inputs (remembered), separator and letter case are options (query string). */
export const hexConverterState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    hex: z._default(z.string(), ''),
    separator: z._default(z.enum(['none', 'space', 'colon', '0x']), 'space'),
    letterCase: z._default(z.enum(['upper', 'lower']), 'upper'),
  }),
  options: ['separator', 'letterCase'],
} satisfies ToolStateSpec;
