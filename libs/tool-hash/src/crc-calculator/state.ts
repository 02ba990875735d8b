import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { BYTE_INPUT_ENCODINGS } from '@handy-tools/bytes';

/**
 * The CRC calculator's state. Option (query string): `inputEncoding`. Input (remembered, in
 * links' fragment): the text `input`. A chosen file and the CRC values are never state.
 */
export const crcCalculatorState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    inputEncoding: z._default(z.enum(BYTE_INPUT_ENCODINGS), 'text'),
  }),
  options: ['inputEncoding'],
} satisfies ToolStateSpec;
