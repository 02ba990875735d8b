import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The integer base converter's state. Inputs (remembered, in links' fragment): the number as
 * typed (`input`) and its base (`base`, 2–64). Options (query string): `customBase` (the extra
 * output base, 2–64), `alphabet` (digit order), `prefixes` (read 0x/0o/0b), `showPrefix`
 * (write 0x/0o/0b on outputs), `uppercase` (hex letters) and `group` (space every 4 or 3 digits).
 */
export const baseConverterState = {
  schema: z.object({
    // Up to 10,000 digits are converted; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(50_000)), '42'),
    base: z._default(z.int().check(z.minimum(2), z.maximum(64)), 10),
    customBase: z._default(z.int().check(z.minimum(2), z.maximum(64)), 42),
    alphabet: z._default(z.enum(['default', 'rfc4648']), 'default'),
    prefixes: z._default(z.boolean(), true),
    showPrefix: z._default(z.boolean(), false),
    uppercase: z._default(z.boolean(), false),
    group: z._default(z.boolean(), false),
  }),
  options: ['customBase', 'alphabet', 'prefixes', 'showPrefix', 'uppercase', 'group'],
  secrets: [],
} satisfies ToolStateSpec;
