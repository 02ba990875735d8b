import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DATE_FORMS } from './date-converter.js';

/**
 * The date converter's state: the date text `input` (an input; empty or `now` = the current time)
 * and two options: `form`, how to read it (`auto` detects it, or one of the forms forced), and
 * `zone`, the IANA time zone wall times are read and shown in (`''` = the visitor's own zone).
 */
export const dateConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(200)), '2024-03-10T14:30:00Z'),
    form: z._default(z.enum(['auto', ...DATE_FORMS]), 'auto'),
    zone: z._default(z.string().check(z.maxLength(64)), ''),
  }),
  options: ['form', 'zone'],
} satisfies ToolStateSpec;
