import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DATA_UNITS } from '../data-storage-unit-converter/data-storage-unit-converter.js';
import { DATA_RATE_UNITS } from './data-transfer-rate-converter.js';

const SIZE_UNITS = DATA_UNITS.map((u) => u.id) as [string, ...string[]];
const RATE_UNITS = DATA_RATE_UNITS.map((u) => u.id) as [string, ...string[]];
// Numbers are a few characters; the bound only keeps hostile links out.
const text = (value: string) => z._default(z.string().check(z.maxLength(1000)), value);

/**
 * The data transfer rate calculator's state, all inputs (remembered, in links' fragment) but
 * `decimals` (an option, in the query string: decimals shown; −1, the default, for 15 significant digits):
 * - transfer time: `size` in `sizeUnit` at `rate` in `rateUnit`;
 * - rate needed: `needSize` in `needSizeUnit` in `needHours`:`needMinutes`:`needSeconds`, shown in `needRateUnit`;
 * - amount transferable: `amountRate` in `amountRateUnit` during `amountHours`:`amountMinutes`:`amountSeconds`, shown in `amountSizeUnit`;
 * - the rate converter: the field edited last (`convertUnit`) and its text (`convertValue`).
 */
export const dataTransferRateConverterState = {
  schema: z.object({
    size: text('1'),
    sizeUnit: z._default(z.enum(SIZE_UNITS), 'GB'),
    rate: text('100'),
    rateUnit: z._default(z.enum(RATE_UNITS), 'Mbit/s'),
    needSize: text('1'),
    needSizeUnit: z._default(z.enum(SIZE_UNITS), 'GB'),
    needHours: text('0'),
    needMinutes: text('10'),
    needSeconds: text('0'),
    needRateUnit: z._default(z.enum(RATE_UNITS), 'Mbit/s'),
    amountRate: text('100'),
    amountRateUnit: z._default(z.enum(RATE_UNITS), 'Mbit/s'),
    amountHours: text('1'),
    amountMinutes: text('0'),
    amountSeconds: text('0'),
    amountSizeUnit: z._default(z.enum(SIZE_UNITS), 'GB'),
    convertUnit: z._default(z.enum(RATE_UNITS), 'Mbit/s'),
    convertValue: text('100'),
    decimals: z._default(z.int().check(z.minimum(-1), z.maximum(20)), -1),
  }),
  options: ['decimals'],
  secrets: [],
} satisfies ToolStateSpec;
