import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

// Numbers are a few characters; the bound only keeps hostile links out.
const text = (value: string) => z._default(z.string().check(z.maxLength(1000)), value);

/**
 * The energy cost calculator's state. Inputs (remembered, in links' fragment): the device's
 * `power` in `powerUnit` (W or kW), `hoursPerDay`, `days`, the `pricePerKwh` and the
 * `currency` symbol written after costs (free text, may be empty). Option (query string):
 * `moneyDecimals`, the decimals costs are rounded to (half away from zero).
 */
export const energyComputerState = {
  schema: z.object({
    power: text('100'),
    powerUnit: z._default(z.enum(['W', 'kW']), 'W'),
    hoursPerDay: text('2'),
    days: text('30'),
    pricePerKwh: text('0.10'),
    currency: z._default(z.string().check(z.maxLength(10)), ''),
    moneyDecimals: z._default(z.int().check(z.minimum(0), z.maximum(6)), 2),
  }),
  options: ['moneyDecimals'],
  secrets: [],
} satisfies ToolStateSpec;
