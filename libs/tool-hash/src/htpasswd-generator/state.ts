import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The htpasswd generator's state. Options (query string): `format`, `cost` (bcrypt, 4–17 as
 * `htpasswd -C`), `showPassword`. Input (remembered, in links' fragment): the `verifyLine` to
 * check (a user and a hash). Secrets (never stored; in a link only after confirmation): the
 * `users` list (it holds passwords) and the `verifyPassword`.
 */
export const htpasswdGeneratorState = {
  schema: z.object({
    users: z._default(z.string().check(z.maxLength(50_000)), ''),
    format: z._default(z.enum(['bcrypt', 'apr1', 'sha1', 'crypt']), 'bcrypt'),
    cost: z._default(z.int().check(z.minimum(4), z.maximum(17)), 10),
    verifyLine: z._default(z.string().check(z.maxLength(2_000)), ''),
    verifyPassword: z._default(z.string().check(z.maxLength(10_000)), ''),
    showPassword: z._default(z.boolean(), false),
  }),
  options: ['format', 'cost', 'showPassword'],
  secrets: ['users', 'verifyPassword'],
} satisfies ToolStateSpec;
