import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DIGEST_ENCODINGS } from '../shared/encoding.js';

/**
 * Hash text's state. Option (in the query string): the digest `encoding`. Input (remembered, in
 * links' fragment): the text to hash, `input`. The digests are output, never state.
 */
export const hashTextState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    encoding: z._default(z.enum(DIGEST_ENCODINGS), 'hex'),
  }),
  options: ['encoding'],
} satisfies ToolStateSpec;
