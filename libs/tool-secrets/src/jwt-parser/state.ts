import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { SECRET_ENCODINGS } from './jwt-parser.js';

/**
 * The JWT parser's state. Option (query string): secretEncoding. Inputs (remembered): the token
 * and the public key. SECRET: the HMAC secret — never stored, in a link only after confirmation.
 */
export const jwtParserState = {
  schema: z.object({
    token: z._default(z.string().check(z.maxLength(100_000)), ''),
    secret: z._default(z.string().check(z.maxLength(10_000)), ''),
    secretEncoding: z._default(z.enum(SECRET_ENCODINGS), 'text'),
    publicKey: z._default(z.string().check(z.maxLength(20_000)), ''),
  }),
  options: ['secretEncoding'],
  secrets: ['secret'],
} satisfies ToolStateSpec;
