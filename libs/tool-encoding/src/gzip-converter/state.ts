import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The gzip converter's state: the two texts are inputs; containers, level and encodings are options. Files are not state. */
export const gzipConverterState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    compressed: z._default(z.string(), ''),
    format: z._default(z.enum(['gzip', 'zlib', 'deflate-raw']), 'gzip'),
    level: z._default(z.int().check(z.minimum(0), z.maximum(9)), 6),
    outputEncoding: z._default(z.enum(['base64', 'hex']), 'base64'),
    inputEncoding: z._default(z.enum(['base64', 'hex']), 'base64'),
    inputFormat: z._default(z.enum(['auto', 'gzip', 'zlib', 'deflate-raw']), 'auto'),
  }),
  options: ['format', 'level', 'outputEncoding', 'inputEncoding', 'inputFormat'],
} satisfies ToolStateSpec;
