import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { BYTE_INPUT_ENCODINGS } from '@handy-tools/bytes';
import { CRC_OUTPUT_ENCODINGS } from './crc-calculator.js';

/**
 * The CRC calculator's state. Options (query string): `inputEncoding` and the output `encoding`.
 * Inputs (remembered, in links' fragment): the text `input` and the algorithm `filter` (a name,
 * alias or common name). A chosen file and the CRC values are never state.
 */
export const crcCalculatorState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    inputEncoding: z._default(z.enum(BYTE_INPUT_ENCODINGS), 'text'),
    encoding: z._default(z.enum(CRC_OUTPUT_ENCODINGS), 'hex'),
    filter: z._default(z.string().check(z.maxLength(100)), ''),
  }),
  options: ['inputEncoding', 'encoding'],
} satisfies ToolStateSpec;
