import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DISK_UNITS } from './hdd-calculator.js';

/**
 * The disk capacity calculator's state: the field edited last (`unit`: bytes, a decimal unit
 * such as `TB` or a binary one such as `TiB`) and its text (`value`), both inputs (remembered,
 * in links' fragment). Option (query string): `decimals`, the decimals shown in the other fields.
 */
export const hddCalculatorState = {
  schema: z.object({
    unit: z._default(z.enum(DISK_UNITS as unknown as [string, ...string[]]), 'TB'),
    // A capacity is a few characters; the bound only keeps hostile links out.
    value: z._default(z.string().check(z.maxLength(1000)), '1'),
    decimals: z._default(z.int().check(z.minimum(-1), z.maximum(20)), 2),
  }),
  options: ['decimals'],
  secrets: [],
} satisfies ToolStateSpec;
