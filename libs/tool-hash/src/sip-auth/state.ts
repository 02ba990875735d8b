import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The SIP Authorization checker's state. Options (query string): the request `method` and
 * `showPassword`. Inputs (remembered, in links' fragment): the `header` and the message `body`
 * (for qop=auth-int). Secret (never stored; in a link only after confirmation): the `password`.
 */
export const sipAuthState = {
  schema: z.object({
    header: z._default(z.string().check(z.maxLength(20_000)), ''),
    method: z._default(z.string().check(z.maxLength(40)), 'REGISTER'),
    password: z._default(z.string().check(z.maxLength(10_000)), ''),
    body: z._default(z.string().check(z.maxLength(100_000)), ''),
    showPassword: z._default(z.boolean(), false),
  }),
  options: ['method', 'showPassword'],
  secrets: ['password'],
} satisfies ToolStateSpec;
