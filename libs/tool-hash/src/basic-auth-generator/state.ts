import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The Basic auth generator's state. Option (query string): `showPassword`. Input (remembered,
 * in links' fragment): the `username`. Secrets (never stored; in a link only after
 * confirmation): the `password` and the `header` to decode (it carries a password).
 */
export const basicAuthGeneratorState = {
  schema: z.object({
    username: z._default(z.string().check(z.maxLength(10_000)), ''),
    password: z._default(z.string().check(z.maxLength(10_000)), ''),
    header: z._default(z.string().check(z.maxLength(40_000)), ''),
    showPassword: z._default(z.boolean(), false),
  }),
  options: ['showPassword'],
  secrets: ['password', 'header'],
} satisfies ToolStateSpec;
