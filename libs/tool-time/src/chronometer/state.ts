import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const ms = () => z.number().check(z.minimum(0), z.maximum(8.64e15));

/**
 * The chronometer's state, all inputs (remembered in localStorage, carried by "Copy link"): the
 * stopwatch as instants, never as ticks — `startedAt` (when the current run started, ms on the
 * clock `performance.timeOrigin + performance.now()`, which is on the epoch's scale; null while
 * paused), `accumulated` (ms counted by earlier runs) and `laps` (total ms at each lap).
 *
 * Decision: the running state persists. A reload (or closing the tab and coming back) keeps
 * counting from the stored start instant, so the time between is counted, as a wall clock would;
 * a copied link carries the start instant too, so it opens a stopwatch that counts from the same
 * instant (on a machine whose clock is set right). The option `copyFormat` chooses how laps are copied.
 */
export const chronometerState = {
  schema: z.object({
    startedAt: z._default(z.nullable(ms()), null),
    accumulated: z._default(ms(), 0),
    laps: z._default(z.array(ms()).check(z.maxLength(10_000)), []),
    copyFormat: z._default(z.enum(['tsv', 'markdown']), 'tsv'),
  }),
  options: ['copyFormat'],
  secrets: [],
} satisfies ToolStateSpec;
