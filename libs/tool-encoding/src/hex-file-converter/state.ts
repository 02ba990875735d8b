import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { AFFIX_MAX_LENGTH, BYTES_PER_ROW_MAX, BYTES_PER_ROW_MIN, DUMP_FORMATS } from './hex-file-converter.js';

/**
 * The HEX file converter's state. Options (query string): the dump's `format`, `bytesPerRow`,
 * `uppercase`, and the byte `prefix` and `separator` of plain hex (also accepted when reading
 * hex back). Input (remembered, in links' fragment): `hex`, the text to turn back into a file.
 * The chosen file and the dumps are never state.
 */
export const hexFileConverterState = {
  schema: z.object({
    format: z._default(z.enum(DUMP_FORMATS), 'xxd'),
    bytesPerRow: z._default(z.int().check(z.minimum(BYTES_PER_ROW_MIN), z.maximum(BYTES_PER_ROW_MAX)), 16),
    uppercase: z._default(z.boolean(), false),
    prefix: z._default(z.string().check(z.maxLength(AFFIX_MAX_LENGTH)), ''),
    separator: z._default(z.string().check(z.maxLength(AFFIX_MAX_LENGTH)), ''),
    hex: z._default(z.string(), ''),
  }),
  options: ['format', 'bytesPerRow', 'uppercase', 'prefix', 'separator'],
} satisfies ToolStateSpec;
