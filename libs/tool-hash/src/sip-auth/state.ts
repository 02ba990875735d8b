import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DIGEST_QOPS } from './sip-auth.js';

/**
 * The SIP Authorization checker's state. Options (query string): the request `method`, the `qop`
 * to answer a challenge with and `showPassword`. Inputs (remembered, in links' fragment): the
 * `header` (a header or a whole SIP message), which of a message's Digest header fields to read
 * (`field`, 0-based), the message `body` (for qop=auth-int), and to
 * answer a challenge the `username`, the request `uri`, the client nonce `cnonce` and the nonce
 * count `nc`. Secret (never stored; in a link only after confirmation): the `password`.
 */
export const sipAuthState = {
  schema: z.object({
    header: z._default(z.string().check(z.maxLength(20_000)), ''),
    method: z._default(z.string().check(z.maxLength(40)), 'REGISTER'),
    password: z._default(z.string().check(z.maxLength(10_000)), ''),
    body: z._default(z.string().check(z.maxLength(100_000)), ''),
    showPassword: z._default(z.boolean(), false),
    username: z._default(z.string().check(z.maxLength(1000)), ''),
    uri: z._default(z.string().check(z.maxLength(2000)), ''),
    qop: z._default(z.enum(DIGEST_QOPS), 'auth'),
    cnonce: z._default(z.string().check(z.maxLength(200)), ''),
    nc: z._default(z.string().check(z.maxLength(20)), '00000001'),
    field: z._default(z.int().check(z.minimum(0), z.maximum(99)), 0),
  }),
  options: ['method', 'qop', 'showPassword'],
  secrets: ['password'],
} satisfies ToolStateSpec;
