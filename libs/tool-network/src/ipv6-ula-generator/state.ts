import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The IPv6 ULA generator's state. Inputs (remembered, in links' fragment): the `mac` address (or
 * EUI-64) of the key, and what the last generation drew, so that a reload or a link shows the
 * same prefix: `time` (milliseconds since 1970; 0 = not generated yet: the tool reads the clock
 * in an effect) and `random` (10 hex digits from crypto.getRandomValues; '' = not drawn yet).
 * Option (in the query string when not the default): the `method` (see `UlaMethod`) and the
 * number of /64 `subnets` listed.
 */
export const ipv6UlaGeneratorState = {
  schema: z.object({
    mac: z._default(z.string().check(z.maxLength(100)), '00:00:5e:00:53:01'),
    time: z._default(z.int().check(z.minimum(0), z.maximum(2_085_978_495_999)), 0),
    random: z._default(z.string().check(z.regex(/^([0-9a-f]{10})?$/)), ''),
    method: z._default(z.enum(['rfc4193', 'random', 'it-tools']), 'rfc4193'),
    subnets: z._default(z.int().check(z.minimum(1), z.maximum(256)), 8),
  }),
  options: ['method', 'subnets'],
  secrets: [],
} satisfies ToolStateSpec;
