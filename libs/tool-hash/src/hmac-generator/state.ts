import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { BYTE_INPUT_ENCODINGS } from '@handy-tools/bytes';
import { HMAC_ALGORITHMS, HMAC_OUTPUT_ENCODINGS } from './hmac-generator.js';

/**
 * The HMAC generator's state. Options (query string): `algorithm`, the formats `keyEncoding`,
 * `messageEncoding` and `output`. Input (remembered, in links' fragment): the `message`.
 * Secret (never stored; in a link only after confirmation): the `key`. The MAC is output.
 */
export const hmacGeneratorState = {
  schema: z.object({
    message: z._default(z.string(), ''),
    messageEncoding: z._default(z.enum(BYTE_INPUT_ENCODINGS), 'text'),
    key: z._default(z.string(), ''),
    keyEncoding: z._default(z.enum(BYTE_INPUT_ENCODINGS), 'text'),
    algorithm: z._default(z.enum(HMAC_ALGORITHMS), 'SHA-256'),
    output: z._default(z.enum(HMAC_OUTPUT_ENCODINGS), 'hex'),
  }),
  options: ['messageEncoding', 'keyEncoding', 'algorithm', 'output'],
  secrets: ['key'],
} satisfies ToolStateSpec;
