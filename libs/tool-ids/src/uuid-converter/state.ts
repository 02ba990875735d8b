import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { UUID_INPUT_FORMATS } from './uuid-converter.js';

/**
 * The UUID converter's state. Option (in the query string): `format`, the notation the input is
 * written in. Input (remembered, in links' fragment): `input`. The notations are output, never state.
 */
export const uuidConverterState = {
  schema: z.object({
    format: z._default(z.enum(UUID_INPUT_FORMATS), 'uuid'),
    input: z._default(z.string().check(z.maxLength(200)), ''),
  }),
  options: ['format'],
} satisfies ToolStateSpec;
