import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The bcrypt tool's state. Options (query string): `cost`, `version`, `showPassword`. Input
 * (remembered, in links' fragment): the `hash` to compare against (a hash, not a secret).
 * Secrets (never stored; in a link only after confirmation): the `password` to hash and the
 * `candidate` password to compare.
 */
export const bcryptState = {
  schema: z.object({
    password: z._default(z.string().check(z.maxLength(10_000)), ''),
    cost: z._default(z.int().check(z.minimum(4), z.maximum(31)), 10),
    version: z._default(z.enum(['2b', '2a', '2y']), '2b'),
    showPassword: z._default(z.boolean(), false),
    candidate: z._default(z.string().check(z.maxLength(10_000)), ''),
    hash: z._default(z.string().check(z.maxLength(1_000)), ''),
  }),
  options: ['cost', 'version', 'showPassword'],
  secrets: ['password', 'candidate'],
} satisfies ToolStateSpec;
