import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { URL_ENCODE_MODES } from './url-encoder.js';

/**
 * The URL encoder's state: the two texts and the RFC 5987 language tag are inputs (remembered);
 * the encoding mode, the form-encoding switches and how to decode are options (in the query string).
 */
export const urlEncoderState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    encoded: z._default(z.string(), ''),
    mode: z._default(z.enum(URL_ENCODE_MODES), 'component'),
    language: z._default(z.string().check(z.maxLength(64)), ''),
    spaceAsPlus: z._default(z.boolean(), false),
    decodeAs: z._default(z.enum(['component', 'rfc5987']), 'component'),
    plusAsSpace: z._default(z.boolean(), false),
  }),
  options: ['mode', 'spaceAsPlus', 'decodeAs', 'plusAsSpace'],
} satisfies ToolStateSpec;
