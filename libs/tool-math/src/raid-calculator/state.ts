import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { RAID_LEVELS } from './raid-calculator.js';

/**
 * The RAID calculator's state, all inputs (remembered, in links' fragment): the `level`, the
 * number of `disks`, each disk's `diskSize` in `unit`, and `groupSize`, the disks per group of
 * RAID 50, 60 and 70.
 */
export const raidCalculatorState = {
  schema: z.object({
    level: z._default(z.enum(RAID_LEVELS as unknown as [string, ...string[]]), '5'),
    disks: z._default(z.string().check(z.maxLength(20)), '4'),
    diskSize: z._default(z.string().check(z.maxLength(100)), '4'),
    unit: z._default(z.enum(['MB', 'GB', 'TB', 'PB', 'GiB', 'TiB']), 'TB'),
    groupSize: z._default(z.string().check(z.maxLength(20)), '3'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
