import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The IEEE 754 converter's state. Inputs (remembered, in links' fragment): the value as typed
 * (`input`), how it is written (`kind`: a decimal number, or a float's bits in hexadecimal or
 * binary) and, for bits, their format (`bitsFormat`). Option (query string): `half`, which adds
 * binary16 to the formats shown.
 */
export const floatingPointConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(5000)), '0.1'),
    kind: z._default(z.enum(['decimal', 'hex', 'binary']), 'decimal'),
    bitsFormat: z._default(z.enum(['binary16', 'binary32', 'binary64']), 'binary32'),
    half: z._default(z.boolean(), false),
  }),
  options: ['half'],
  secrets: [],
} satisfies ToolStateSpec;
