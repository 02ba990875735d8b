import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const code = z.string().check(z.regex(/^[A-Z0-9]{2,12}$/));

/**
 * The currency converter's state. Inputs (remembered, in links' fragment): the `amount` text, the
 * `from` currency, the target currencies `to` (upper-case codes) and the rates `date`
 * (YYYY-MM-DD, empty for the latest). Options (query string): the rates `source` (`ecb` or
 * `currency-api`) and `rounding` (`currency`: the target's minor unit; `full`: 10 decimals).
 * The rates themselves are kept apart (localStorage `currency-converter:rates:*`), never in a link.
 */
export const currencyConverterState = {
  schema: z.object({
    amount: z._default(z.string().check(z.maxLength(100)), '1'),
    from: z._default(code, 'EUR'),
    to: z._default(z.array(code).check(z.maxLength(50)), ['USD', 'GBP', 'JPY', 'CHF']),
    date: z._default(z.string().check(z.maxLength(20)), ''),
    source: z._default(z.enum(['ecb', 'currency-api']), 'ecb'),
    rounding: z._default(z.enum(['currency', 'full']), 'currency'),
  }),
  options: ['source', 'rounding'],
  secrets: [],
} satisfies ToolStateSpec;
