import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { UNITS, type UnitKind } from './units.js';

/**
 * The state of a one-kind unit converter (length, mass…): the field the visitor edited last (`unit`,
 * a unit id of the kind) and its text as typed (`value`) are inputs, kept together so a restored text
 * is always read in its own unit; every other field is derived. Options (query string): `round`
 * (`significant` digits or `decimals`), `digits` (0–30; 15 by default) and `all` (show the rare and
 * SI-prefixed units too, which the reference tool called "exclude SI prefixes", unticked).
 *
 * @param kind - the kind of quantity.
 * @param unit - the default edited unit's id (e.g. `m`).
 * @param value - the default text (e.g. `1`).
 * @returns a {@link ToolStateSpec} for `useToolState`.
 */
export function unitConverterState(kind: UnitKind, unit: string, value: string) {
  const ids = UNITS.filter((u) => u.kind === kind).map((u) => u.id) as [string, ...string[]];
  return {
    schema: z.object({
      unit: z._default(z.enum(ids), unit),
      // A quantity is a few characters; the bound only keeps hostile links out.
      value: z._default(z.string().check(z.maxLength(1000)), value),
      round: z._default(z.enum(['significant', 'decimals']), 'significant'),
      digits: z._default(z.int().check(z.minimum(0), z.maximum(30)), 15),
      all: z._default(z.boolean(), false),
    }),
    options: ['round', 'digits', 'all'],
  } satisfies ToolStateSpec;
}

/** The state spec of a one-kind unit converter. */
export type UnitConverterStateSpec = ReturnType<typeof unitConverterState>;
