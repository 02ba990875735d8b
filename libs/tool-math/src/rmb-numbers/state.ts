import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The RMB uppercase converter's state: the `amount` as typed (an input: remembered, in links'
 * fragment) and the optional forms (options, in the query string): `zeroBeforeJiao` (零 after
 * 元 when the yuan digit is 0), `zhengAfterJiao` (整 after 角), `prefix` (人民币 first) and
 * `zhao` (兆 for 10^12).
 */
export const rmbNumbersState = {
  schema: z.object({
    amount: z._default(z.string().check(z.maxLength(200)), '1409.50'),
    zeroBeforeJiao: z._default(z.boolean(), true),
    zhengAfterJiao: z._default(z.boolean(), false),
    prefix: z._default(z.boolean(), false),
    zhao: z._default(z.boolean(), false),
  }),
  options: ['zeroBeforeJiao', 'zhengAfterJiao', 'prefix', 'zhao'],
  secrets: [],
} satisfies ToolStateSpec;
