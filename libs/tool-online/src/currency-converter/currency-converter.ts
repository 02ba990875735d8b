import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';
import { fetchJson, isRecord, type RequestOptions } from '../shared/request.js';

/** A source of exchange rates: where it is, what it covers. */
export interface RatesSource {
  id: 'ecb' | 'currency-api';
  /** Name shown with the rates. */
  name: string;
  /** The URLs to try in order for a date (`''` for the latest rates). */
  urls: (date: string) => string[];
}

/**
 * The rates sources, both free, keyless and open to requests from any origin (CORS):
 * - `ecb`: the European Central Bank's euro foreign exchange reference rates (about 30
 *   currencies, published on working days around 16:00 CET) through the Frankfurter API
 *   (https://frankfurter.dev/), which also serves past dates back to 1999;
 * - `currency-api`: fawazahmed0's exchange-api (https://github.com/fawazahmed0/exchange-api), daily
 *   rates of 200+ currencies and cryptocurrencies, from the jsDelivr CDN, with its Cloudflare
 *   Pages mirror as fallback for the latest rates.
 */
export const RATES_SOURCES: readonly RatesSource[] = [
  {
    id: 'ecb',
    name: 'European Central Bank (via Frankfurter)',
    urls: (date) => [`https://api.frankfurter.dev/v1/${date || 'latest'}?base=EUR`],
  },
  {
    id: 'currency-api',
    name: 'fawazahmed0 currency API',
    urls: (date) =>
      date
        ? [`https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@${date}/v1/currencies/eur.min.json`]
        : ['https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/eur.min.json', 'https://latest.currency-api.pages.dev/v1/currencies/eur.min.json'],
  },
];

/** Rates of every currency against the euro on one date. */
export interface RateTable {
  source: RatesSource['id'];
  /** The date the rates are of (YYYY-MM-DD), as the source says. */
  date: string;
  /** Units of each currency (upper-case code) for 1 EUR, as decimal text; EUR itself is `1`. */
  rates: Record<string, string>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks a rates date.
 *
 * @param date - `YYYY-MM-DD` (ISO 8601 calendar date) or empty for the latest rates.
 * @returns the date, trimmed.
 * @throws ToolInputError when it is not a real calendar date, is before 1999-01-04 (the first
 *   ECB reference rates) or in the future of `today`.
 */
export function checkRatesDate(date: string, today: string = new Date().toISOString().slice(0, 10)): string {
  const value = date.trim();
  if (value === '') return '';
  const parsed = ISO_DATE.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) throw new ToolInputError(`“${value}” is not a date (YYYY-MM-DD).`);
  if (value < '1999-01-04') throw new ToolInputError('Rates start on 1999-01-04 (the first euro reference rates).');
  if (value > today) throw new ToolInputError('The date is in the future.');
  return value;
}

function decimalText(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  // A JSON number's shortest round-trip text: the digits the source wrote.
  return new Decimal(String(value)).toString();
}

/**
 * Reads a rates answer of either source into a table against the euro.
 *
 * @param source - which source answered.
 * @param body - Frankfurter: `{"amount":1.0,"base":"EUR","date":"2024-11-22","rates":{"USD":1.0412,…}}`;
 *   currency-api: `{"date":"2024-11-22","eur":{"usd":1.0412,…}}`.
 * @returns the table; codes upper-case; rates that are not positive numbers left out.
 * @throws ToolInputError when the date or the rates are missing, or the base is not EUR.
 * @see https://frankfurter.dev/ ; https://github.com/fawazahmed0/exchange-api
 */
export function parseRates(source: RatesSource['id'], body: unknown): RateTable {
  if (!isRecord(body) || typeof body.date !== 'string' || !ISO_DATE.test(body.date)) throw new ToolInputError('The rates answer has no date.');
  let raw: unknown;
  if (source === 'ecb') {
    if (body.base !== 'EUR') throw new ToolInputError('The rates answer is not against the euro.');
    raw = body.rates;
  } else raw = body.eur;
  if (!isRecord(raw)) throw new ToolInputError('The rates answer has no rates.');
  const rates: Record<string, string> = { EUR: '1' };
  for (const [code, value] of Object.entries(raw)) {
    const text = decimalText(value);
    if (text && /^[a-z0-9]{2,12}$/i.test(code)) rates[code.toUpperCase()] = text;
  }
  if (Object.keys(rates).length < 2) throw new ToolInputError('The rates answer has no rates.');
  return { source, date: body.date, rates };
}

/**
 * Fetches the rates of a source for a date, trying its fallback URL when the first fails.
 *
 * @param sourceId - `ecb` or `currency-api`.
 * @param date - `YYYY-MM-DD`, or empty for the latest.
 * @param options - fetch, signal, time limit (see `RequestOptions`).
 * @returns the table (its `date` may be earlier than asked: sources give the last working day's rates).
 * @throws ToolInputError for a bad date or answer; NetworkError when every URL fails (the first failure's message).
 */
export async function fetchRates(sourceId: RatesSource['id'], date: string, options: RequestOptions = {}): Promise<RateTable> {
  const source = RATES_SOURCES.find((s) => s.id === sourceId);
  if (!source) throw new ToolInputError(`Unknown rates source “${sourceId}”.`);
  const urls = source.urls(checkRatesDate(date));
  let first: unknown;
  for (const url of urls) {
    try {
      return parseRates(source.id, await fetchJson(url, options));
    } catch (error) {
      if (error instanceof NetworkError && (error.kind === 'aborted' || error.kind === 'offline')) throw error;
      first ??= error;
    }
  }
  throw first;
}

/**
 * Reads an amount: digits with one decimal separator (`.` or `,`), spaces, `_` or `'` between
 * digit groups, an optional leading `+`. A comma followed by exactly three digits (`1,000`) is
 * refused as ambiguous (thousands or decimals?).
 *
 * @param text - e.g. `1234.56`, `1 234,56`, `0.1`.
 * @returns the exact decimal value (no binary rounding).
 * @throws ToolInputError naming the problem: empty, negative, ambiguous, or a character that is not allowed (with its position).
 */
export function parseAmount(text: string): Decimal {
  const value = text.trim();
  if (value === '') throw new ToolInputError('Enter an amount.');
  if (value.startsWith('-')) throw new ToolInputError('The amount cannot be negative.');
  const bad = value.search(/[^0-9.,\s_'+]/);
  if (bad >= 0) throw new ToolInputError(`The character “${value[bad]}” at position ${bad + 1} is not allowed in an amount.`, { position: bad });
  const compact = value.replace(/^\+/, '').replace(/[\s_']/g, '');
  if (/^\d+,\d{3}$/.test(compact)) throw new ToolInputError(`“${value}” is ambiguous: write ${compact.replace(',', '')} for a whole number, or use a point for decimals.`);
  const normal = compact.replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(normal)) throw new ToolInputError(`“${value}” is not an amount: use digits and at most one decimal point or comma.`);
  return new Decimal(normal);
}

let knownCurrencies: Set<string> | undefined;

/**
 * Number of decimals a currency is written with (its minor unit, ISO 4217), as the JavaScript
 * runtime's CLDR data gives it; codes it does not know as currencies (cryptocurrencies in the
 * currency API) get 8.
 *
 * @param code - upper-case currency code, e.g. `JPY`.
 * @returns 0 to 4 for ISO currencies (JPY 0, EUR 2, KWD 3), 8 otherwise.
 */
export function currencyDecimals(code: string): number {
  if (!/^[A-Z]{3}$/.test(code)) return 8;
  knownCurrencies ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);
  if (!knownCurrencies.has(code)) return 8;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A converted amount. */
export interface Conversion {
  /** The amount in the target currency, rounded half-up to `decimals` (or to 10 decimals for `full`), fixed-point text. */
  value: string;
  /** Units of the target currency for 1 unit of the source currency, 10 significant digits. */
  rate: string;
  decimals: number;
}

/**
 * Converts an amount between two currencies with the table's euro rates: amount × rate(to) ÷ rate(from),
 * computed with decimal.js at 40 significant digits, then rounded half-up once.
 *
 * @param amount - from {@link parseAmount}.
 * @param from - upper-case code of the amount's currency.
 * @param to - upper-case code of the target currency.
 * @param table - the rates (see {@link RateTable}).
 * @param rounding - `currency`: to the target's minor unit ({@link currencyDecimals}); `full`: 10 decimals.
 * @returns the value, the rate and the decimals used.
 * @throws ToolInputError when the table has no rate for `from` or `to`.
 */
export function convertCurrency(amount: Decimal, from: string, to: string, table: RateTable, rounding: 'currency' | 'full' = 'currency'): Conversion {
  const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
  const rateFrom = Object.hasOwn(table.rates, from) ? table.rates[from] : undefined;
  const rateTo = Object.hasOwn(table.rates, to) ? table.rates[to] : undefined;
  if (!rateFrom) throw new ToolInputError(`These rates have no rate for ${from}.`);
  if (!rateTo) throw new ToolInputError(`These rates have no rate for ${to}.`);
  const rate = new D(rateTo).div(rateFrom);
  const decimals = rounding === 'currency' ? currencyDecimals(to) : 10;
  const value = new D(amount).mul(rate).toFixed(decimals, Decimal.ROUND_HALF_UP);
  return { value, rate: rate.toSignificantDigits(10).toString(), decimals };
}

/** Where the last rates seen are kept (a Web Storage, e.g. localStorage). */
export type RatesStorage = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (source: string, date: string) => `currency-converter:rates:${source}:${date || 'latest'}`;

/**
 * Remembers a table so the tool can convert offline.
 *
 * @param storage - localStorage or a stand-in.
 * @param asked - the date asked (`''` for latest): the key it is saved under.
 * @param table - the rates.
 * @param savedAt - when they were fetched (ISO 8601 date-time).
 */
export function rememberRates(storage: RatesStorage, asked: string, table: RateTable, savedAt: string): void {
  try {
    storage.setItem(storageKey(table.source, asked), JSON.stringify({ ...table, savedAt }));
  } catch {
    // A full or disabled storage only loses the offline copy.
  }
}

/**
 * The last rates seen for a source and date.
 *
 * @param storage - localStorage or a stand-in.
 * @param source - `ecb` or `currency-api`.
 * @param asked - the date asked (`''` for latest).
 * @returns the table with when it was saved, or null when none (or unreadable) is stored.
 */
export function recallRates(storage: RatesStorage, source: RatesSource['id'], asked: string): (RateTable & { savedAt: string }) | null {
  try {
    const raw = JSON.parse(storage.getItem(storageKey(source, asked)) ?? 'null') as unknown;
    if (!isRecord(raw) || raw.source !== source || typeof raw.savedAt !== 'string' || !isRecord(raw.rates)) return null;
    if (typeof raw.date !== 'string' || !ISO_DATE.test(raw.date)) return null;
    const rates: Record<string, string> = {};
    for (const [code, value] of Object.entries(raw.rates)) {
      if (typeof value !== 'string' || !/^\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value) || !/^[A-Z0-9]{2,12}$/.test(code)) return null;
      rates[code] = value;
    }
    return { source, date: raw.date, rates, savedAt: raw.savedAt };
  } catch {
    return null;
  }
}
