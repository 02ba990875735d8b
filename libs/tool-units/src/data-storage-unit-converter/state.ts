import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DATA_UNITS } from './data-storage-unit-converter.js';

const UNIT_IDS = DATA_UNITS.map((u) => u.id) as [string, ...string[]];

/**
 * The data storage converter's state: the field edited last (`unit`, a unit symbol such as
 * `GiB`) and its text as typed (`value`) are inputs (remembered, in links' fragment); every
 * other field is derived. Options (query string): `decimals`, the decimals shown (−1: every
 * digit, exact; 0–30: rounded half to even), and `showUnit`, which writes each field's symbol
 * after its value (so a copied value carries its unit).
 */
export const dataStorageUnitConverterState = {
  schema: z.object({
    unit: z._default(z.enum(UNIT_IDS), 'GB'),
    // A size is a few characters; the bound only keeps hostile links out.
    value: z._default(z.string().check(z.maxLength(1000)), '1'),
    decimals: z._default(z.int().check(z.minimum(-1), z.maximum(30)), -1),
    showUnit: z._default(z.boolean(), false),
  }),
  options: ['decimals', 'showUnit'],
  secrets: [],
} satisfies ToolStateSpec;
