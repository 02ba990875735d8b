import Holidays from 'date-holidays';
import type { PublicHoliday } from './days-calculator.js';

/**
 * Public holidays from `date-holidays` (about 200 countries with their states and regions; its
 * rules are compiled from each country's legal texts, see the package's data sources). This module
 * is large: load it with `import()` only when the visitor picks a country.
 */

/** A choice of a select: code and name. */
export interface Choice {
  value: string;
  label: string;
}

function choices(table: Record<string, string> | undefined): Choice[] {
  return Object.entries(table ?? {})
    .map(([value, label]) => ({ value, label: `${label} (${value})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * States (or provinces) of a country that have their own holidays.
 *
 * @param country - ISO 3166-1 alpha-2 code.
 * @param lang - language of the names.
 * @returns code/name pairs (empty when the country has none).
 */
export function holidayStates(country: string, lang = 'en'): Choice[] {
  if (!country) return [];
  return choices(new Holidays().getStates(country, lang));
}

/**
 * Regions of a state that have their own holidays.
 *
 * @param country - ISO 3166-1 alpha-2 code.
 * @param state - the state code.
 * @param lang - language of the names.
 * @returns code/name pairs (empty when none).
 */
export function holidayRegions(country: string, state: string, lang = 'en'): Choice[] {
  if (!country || !state) return [];
  return choices(new Holidays().getRegions(country, state, lang));
}

/**
 * Holidays of a country (and state, region) in the years `fromYear`–`toYear`.
 *
 * @param country - ISO 3166-1 alpha-2 code (`''` = none).
 * @param state - state code or `''`.
 * @param region - region code or `''`.
 * @param fromYear - first year.
 * @param toYear - last year (at most 110 years after the first).
 * @param lang - language of the holiday names.
 * @returns the holidays, `date` as `YYYY-MM-DD` in the country's calendar, with their type.
 */
export function holidaysFor(country: string, state: string, region: string, fromYear: number, toYear: number, lang = 'en'): PublicHoliday[] {
  if (!country) return [];
  const hd = new Holidays();
  const out: PublicHoliday[] = [];
  try {
    hd.init(country, state || undefined, region || undefined);
    for (let y = fromYear; y <= Math.min(toYear, fromYear + 110); y += 1) {
      for (const h of hd.getHolidays(y, lang)) out.push({ date: h.date.slice(0, 10), name: h.name, type: h.type });
    }
  } catch {
    return [];
  }
  return out;
}
