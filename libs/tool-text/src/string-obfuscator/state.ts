import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The string obfuscator's state. Input: `input` (a secret: never stored, in a link only after the
 * visitor confirms). Options (query string): `keepFirst`, `keepLast` (0–100), `maskChar` (one
 * character), `keepSpaces`, `per` (`text` or `line`), `fixedMaskLength` (0: one mask per character).
 */
export const stringObfuscatorState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    keepFirst: z._default(z.int().check(z.minimum(0), z.maximum(100)), 4),
    keepLast: z._default(z.int().check(z.minimum(0), z.maximum(100)), 4),
    maskChar: z._default(z.string().check(z.maxLength(16)), '*'),
    keepSpaces: z._default(z.boolean(), true),
    per: z._default(z.enum(['text', 'line']), 'text'),
    fixedMaskLength: z._default(z.int().check(z.minimum(0), z.maximum(64)), 0),
  }),
  options: ['keepFirst', 'keepLast', 'maskChar', 'keepSpaces', 'per', 'fixedMaskLength'],
  secrets: ['input'],
} satisfies ToolStateSpec;
