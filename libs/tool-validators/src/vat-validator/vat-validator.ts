import { ToolInputError } from '@handy-tools/ui/kit';
import { checkVAT, countries, type Country } from 'jsvat-next';

/** Why a VAT number is not valid. */
export type VatProblem =
  /** No country prefix and no country chosen. */
  | 'no-prefix'
  /** The prefix is no country jsvat-next knows. */
  | 'unknown-country'
  /** The number's shape does not match the country's (length, letters). */
  | 'format'
  /** The shape is right but the country's check digits are wrong. */
  | 'checksum';

/** A VAT number, checked offline. */
export interface VatReport {
  /** The number as checked: upper case, separators removed, prefix included. */
  value: string;
  /** True when the country's format and check-digit rules pass (no registry is asked). */
  valid: boolean;
  /** Why not (null when valid). */
  problem: VatProblem | null;
  /** The country, when detected or chosen. */
  country: {
    /** English name, as jsvat-next gives it. */
    name: string;
    /** ISO 3166-1 alpha-2 ("GR" for Greece, though its VAT prefix is EL). */
    iso2: string;
    /** ISO 3166-1 alpha-3. */
    iso3: string;
    /** ISO 3166-1 numeric. */
    numeric: string;
  } | null;
  /** The VAT prefix used: EL for Greece, XI for Northern Ireland, CHE for Switzerland… ("" for Norway, Australia, Brazil). */
  prefix: string;
  /** The national part, after the prefix. */
  number: string;
  /** Notes on how the input was read. */
  notes: VatNote[];
}

/** How the input was adjusted before the check. */
export type VatNote =
  /** "GR" was read as EL, Greece's VAT prefix (EU VIES uses EL). */
  | 'greek-prefix'
  /** XI: a Northern Ireland trader under the Windsor Framework, checked with the UK rules. */
  | 'northern-ireland'
  /** The chosen country's prefix was added. */
  | 'prefix-added';

/** The countries jsvat-next knows: ISO alpha-2 code and English name, for a country select. */
export const VAT_COUNTRIES: readonly { code: string; name: string }[] = countries.map((c) => ({ code: c.codes[0]!, name: c.name }));

/** The prefix a country's VAT numbers carry (the EU's VIES prefix). */
function prefixOf(country: Country): string {
  if (country.name === 'Greece') return 'EL';
  if (country.name === 'Switzerland') return 'CHE';
  if (['Norway', 'Australia', 'Brazil'].includes(country.name)) return '';
  return country.codes[0]!;
}

/** Longest text read: every VAT number is far shorter (a French one with its ||| suffix is under 30). */
const MAX_LENGTH = 64;

/**
 * Checks a VAT (or company tax) number offline with the country's format and check-digit rules
 * (jsvat-next; the EU member states' rules as the EU VIES documentation and national
 * administrations publish them). No network call: a number can pass and still not be registered.
 * The country comes from the prefix (EL for Greece, GR read as EL; XI for Northern Ireland; CHE for
 * Switzerland) or from `countryCode`.
 *
 * @param input - the number ("BE 0411.905.847", "EL094259216", "974760673 MVA").
 * @param countryCode - ISO alpha-2 code of the country to check against, or "auto" (default) to read it from the prefix.
 * @returns a {@link VatReport}; a wrong number is a report with `valid: false` and its `problem`.
 * @throws ToolInputError when it is empty, too long, holds a character no VAT number has (position
 *   named), or `countryCode` is no country jsvat-next knows.
 */
export function checkVatNumber(input: string, countryCode = 'auto'): VatReport {
  if (input.length > MAX_LENGTH * 16) throw new ToolInputError(`This has ${input.length} characters; a VAT number has far fewer.`);
  const trimmed = input.trim();
  if (trimmed === '') throw new ToolInputError('Enter a VAT number.');
  const bad = /[^0-9A-Za-z\s.\-/|*+)]/u.exec(trimmed);
  if (bad) throw new ToolInputError(`A VAT number holds letters and digits: "${bad[0]}" at position ${bad.index + 1} is not allowed.`);
  let value = trimmed.toUpperCase().replace(/[\s.\-/]+/g, '');
  if (value.length > MAX_LENGTH) throw new ToolInputError(`This has ${value.length} characters; a VAT number has far fewer.`);
  const notes: VatNote[] = [];
  let country: Country | undefined;
  if (countryCode !== 'auto') {
    country = countries.find((c) => c.codes[0] === countryCode);
    if (!country) throw new ToolInputError(`"${countryCode}" is not a country the VAT rules cover.`);
    const prefix = prefixOf(country);
    if (country.name === 'Greece' && value.startsWith('GR')) {
      value = `EL${value.slice(2)}`;
      notes.push('greek-prefix');
    } else if (prefix && !value.startsWith(prefix) && !(country.name === 'United Kingdom' && value.startsWith('XI'))) {
      value = prefix + value;
      notes.push('prefix-added');
    }
  } else if (/^[A-Z]{2}/.test(value)) {
    let head = value.slice(0, 2);
    if (head === 'GR') {
      value = `EL${value.slice(2)}`;
      head = 'EL';
      notes.push('greek-prefix');
    }
    country = countries.find((c) => (head === 'EL' ? c.name === 'Greece' : c.codes[0] === head || (head === 'XI' && c.codes.includes('XI'))));
    if (!country && head === 'CH') country = countries.find((c) => c.name === 'Switzerland');
  }
  if (country?.name === 'Norway') value = `${value.replace(/^NO/, '').replace(/MVA$/, '')}MVA`;
  if (country?.name === 'United Kingdom' && value.startsWith('XI')) notes.push('northern-ireland');
  const base = { value, notes };
  if (!country) {
    return { ...base, valid: false, problem: /^[A-Z]{2}/.test(value) ? 'unknown-country' : 'no-prefix', country: null, prefix: '', number: value };
  }
  const result = checkVAT(value, [country]);
  const iso = { name: country.name, iso2: country.codes[0]!, iso3: country.codes[1]!, numeric: country.codes[2]! };
  const prefix = value.startsWith('XI') ? 'XI' : value.startsWith(prefixOf(country)) ? prefixOf(country) : '';
  const problem: VatProblem | null = result.isValid ? null : result.isValidFormat ? 'checksum' : 'format';
  return { ...base, valid: result.isValid, problem, country: iso, prefix, number: value.slice(prefix.length) };
}
