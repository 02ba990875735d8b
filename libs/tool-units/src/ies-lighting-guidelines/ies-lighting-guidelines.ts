import { ToolInputError } from '@handy-tools/ui/kit';
import { IES_APPLICATIONS, type IesApplication } from './ies-data.js';

export { IES_APPLICATIONS, IES_CATEGORIES, type IesApplication, type IesCategory } from './ies-data.js';

/** Square metres in a square foot (NIST SP 811 B.8: 9.290 304 E-02 m², exact): 1 fc = 1/0.092 903 04 lx. */
const FT2_IN_M2 = 0.09290304;

/**
 * Converts foot-candles to lux for display: 1 fc = 1 lm/ft² = 10.763 910 416 7… lx (NIST SP 811 B.8,
 * exact ratio), rounded to whole lux (to 0.1 lx below 10 lx).
 *
 * @param fc - illuminance in foot-candles (≥ 0).
 * @returns the illuminance in lux, rounded.
 * @throws ToolInputError when `fc` is negative or not finite.
 */
export function footCandlesToLux(fc: number): number {
  if (!Number.isFinite(fc) || fc < 0) throw new ToolInputError('An illuminance is a finite number of foot-candles, zero or more.');
  const lux = fc / FT2_IN_M2;
  return lux < 10 ? Math.round(lux * 10) / 10 : Math.round(lux);
}

/** A row of the guidelines table with its lux range. */
export interface IesRow extends IesApplication {
  luxMin: number;
  luxMax: number;
}

/** Every application row with lux ranges, in table order. */
export const IES_ROWS: readonly IesRow[] = IES_APPLICATIONS.map((r) => ({ ...r, luxMin: footCandlesToLux(r.fcMin), luxMax: footCandlesToLux(r.fcMax) }));

/** The industries (building types) of the table, in order of first appearance. */
export const IES_INDUSTRIES: readonly string[] = [...new Set(IES_APPLICATIONS.map((r) => r.industry))];

/**
 * Searches the recommended illuminance table. Every word of the query must appear (case and accents
 * ignored) in the industry, the application or the lighting type; a number, alone or followed by `lx`,
 * `lux` or `fc`, keeps the rows whose range contains it (`500 lx`, `30 fc`; a bare number is read in
 * foot-candles and in lux).
 *
 * @param query - the search text; blank lists every row.
 * @param industry - when given (and not `''`), only rows of this industry.
 * @returns the matching rows, in table order.
 * @throws never for text; ToolInputError when the query is over 200 characters.
 */
export function searchIesGuidelines(query: string, industry = ''): IesRow[] {
  if (query.length > 200) throw new ToolInputError('The search is too long: keep it under 200 characters.');
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words: string[] = [];
  const numbers: { value: number; unit: 'lx' | 'fc' | 'any' }[] = [];
  const tokens = fold(query).match(/\d+(?:\.\d+)?\s*(?:lux|lx|fc|foot-?candles?)\b|\S+/g) ?? [];
  for (const token of tokens) {
    const n = /^(\d+(?:\.\d+)?)\s*(lux|lx|fc|foot-?candles?)?$/.exec(token);
    if (n) numbers.push({ value: Number(n[1]), unit: n[2] === undefined ? 'any' : n[2].startsWith('l') ? 'lx' : 'fc' });
    else words.push(token);
  }
  return IES_ROWS.filter((row) => {
    if (industry && row.industry !== industry) return false;
    const text = fold(`${row.industry} ${row.application} ${row.lighting}`);
    if (!words.every((w) => text.includes(w))) return false;
    return numbers.every(({ value, unit }) => {
      const inFc = value >= row.fcMin && value <= row.fcMax;
      const inLux = value >= row.luxMin && value <= row.luxMax;
      return unit === 'fc' ? inFc : unit === 'lx' ? inLux : inFc || inLux;
    });
  });
}
