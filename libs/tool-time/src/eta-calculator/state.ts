import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { ETA_TIME_UNIT_MS, type EtaTimeUnit } from './eta-calculator.js';

const text = (value: string) => z._default(z.string().check(z.maxLength(200)), value);
const UNITS = Object.keys(ETA_TIME_UNIT_MS) as [EtaTimeUnit, ...EtaTimeUnit[]];

/**
 * The ETA calculator's state. `mode` (option): `progress` (units done over the time they took, or
 * since a start time) or `rate` (a known rate: `rateCount` units per `rateSpan` `rateUnit`, as
 * it-tools had it). Inputs: the `total` units, the `done` units, the `elapsed` duration or the
 * `startTime` (wall time in `zone`; `since` says which), the rate fields. `zone` (option): the
 * zone times are read and shown in (empty: the visitor's).
 */
export const etaCalculatorState = {
  schema: z.object({
    mode: z._default(z.enum(['progress', 'rate']), 'progress'),
    total: text('500'),
    done: text('150'),
    since: z._default(z.enum(['duration', 'start']), 'duration'),
    elapsed: text('45m'),
    startTime: text(''),
    rateCount: text('5'),
    rateSpan: text('3'),
    rateUnit: z._default(z.enum(UNITS), 'min'),
    rateFrom: z._default(z.enum(['now', 'start']), 'now'),
    zone: z._default(z.string().check(z.maxLength(100)), ''),
  }),
  options: ['mode', 'zone'],
  secrets: [],
} satisfies ToolStateSpec;
