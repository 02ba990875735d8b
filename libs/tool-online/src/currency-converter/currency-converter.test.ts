import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { currencyConverterTool } from './meta.js';
import { currencyConverterState } from './state.js';
import {
  checkRatesDate,
  convertCurrency,
  currencyDecimals,
  fetchRates,
  parseAmount,
  parseRates,
  RATES_SOURCES,
  recallRates,
  rememberRates,
  type RateTable,
} from './currency-converter.js';

// An answer in the shape Frankfurter documents (https://frankfurter.dev/: amount, base, date,
// rates); the rates are illustrative, with the ECB's usual 4–5 significant digits. The expected
// conversions below are worked out by hand from them.
const ECB_2020_03_02 = { amount: 1.0, base: 'EUR', date: '2020-03-02', rates: { USD: 1.1128, JPY: 120.02, GBP: 0.86755, CHF: 1.0723 } };

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('parseRates', () => {
  it('reads a Frankfurter (ECB) answer', () => {
    expect(parseRates('ecb', ECB_2020_03_02)).toEqual({
      source: 'ecb',
      date: '2020-03-02',
      rates: { EUR: '1', USD: '1.1128', JPY: '120.02', GBP: '0.86755', CHF: '1.0723' },
    });
  });

  it('reads a currency-api answer (lower-case codes) and leaves out what is not a positive rate', () => {
    expect(parseRates('currency-api', { date: '2024-03-06', eur: { usd: 1.0855, btc: 0.0000165, bad: 'x', zero: 0 } })).toEqual({
      source: 'currency-api',
      date: '2024-03-06',
      rates: { EUR: '1', USD: '1.0855', BTC: '0.0000165' },
    });
  });

  it('rejects answers without date, rates or euro base', () => {
    expect(() => parseRates('ecb', { ...ECB_2020_03_02, date: undefined })).toThrow('no date');
    expect(() => parseRates('ecb', { ...ECB_2020_03_02, base: 'USD' })).toThrow('not against the euro');
    expect(() => parseRates('currency-api', { date: '2024-03-06' })).toThrow('no rates');
  });
});

describe('parseAmount', () => {
  it('reads amounts exactly', () => {
    expect(parseAmount('1234.56').toString()).toBe('1234.56');
    expect(parseAmount(' 1 234,56 ').toString()).toBe('1234.56');
    expect(parseAmount("1'000'000").toString()).toBe('1000000');
    expect(parseAmount('0.1').plus(parseAmount('0.2')).toString()).toBe('0.3');
    expect(parseAmount('.5').toString()).toBe('0.5');
  });

  it('names what is wrong', () => {
    expect(() => parseAmount('')).toThrow('Enter an amount.');
    expect(() => parseAmount('-5')).toThrow('cannot be negative');
    expect(() => parseAmount('12a')).toThrow('The character “a” at position 3');
    expect(() => parseAmount('1,000')).toThrow('ambiguous');
    expect(() => parseAmount('1.2.3')).toThrow('not an amount');
  });

  it('round-trips any decimal written with a point or a comma', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 12 }), fc.boolean(), (digits, scale, comma) => {
        const value = new Decimal(digits.toString()).div(new Decimal(10).pow(scale));
        const text = value.toFixed(scale);
        const written = comma ? text.replace('.', ',') : text;
        if (/^\d+,\d{3}$/.test(written)) return; // refused as ambiguous on purpose
        expect(parseAmount(written).eq(value)).toBe(true);
      }),
    );
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseAmount(s));
    fuzzToolFunction((s: string) => checkRatesDate(s, '2026-01-01'));
    fuzzToolFunction((s: string) => currencyDecimals(s));
    fuzzToolFunction((s: string) => parseRates(s.length % 2 ? 'ecb' : 'currency-api', { base: 'EUR', date: s, rates: { [s]: s.length }, eur: { [s]: 1 } }));
    fuzzToolFunction((s: string) => convertCurrency(new Decimal(s.length), 'EUR', s, { source: 'ecb', date: '2020-01-01', rates: { EUR: '1', [s]: '2' } }));
  });
});

describe('checkRatesDate', () => {
  it('accepts real dates within the rates history', () => {
    expect(checkRatesDate('', '2026-01-01')).toBe('');
    expect(checkRatesDate('2020-02-29', '2026-01-01')).toBe('2020-02-29');
    expect(() => checkRatesDate('2021-02-29', '2026-01-01')).toThrow('not a date');
    expect(() => checkRatesDate('1998-12-31', '2026-01-01')).toThrow('1999-01-04');
    expect(() => checkRatesDate('2026-01-02', '2026-01-01')).toThrow('future');
  });
});

describe('currencyDecimals', () => {
  it('follows the ISO 4217 minor units', () => {
    // ISO 4217 list one: JPY 0, EUR 2, USD 2, KWD 3, BHD 3.
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(currencyDecimals('BTC')).toBe(8);
  });
});

describe('convertCurrency', () => {
  const table = parseRates('ecb', ECB_2020_03_02);

  it('converts with the ECB rates, cross rates through the euro', () => {
    // 100 EUR × 1.1128 = 111.28 USD; 100 EUR × 120.02 = 12002 JPY (0 decimals).
    expect(convertCurrency(new Decimal(100), 'EUR', 'USD', table)).toEqual({ value: '111.28', rate: '1.1128', decimals: 2 });
    expect(convertCurrency(new Decimal(100), 'EUR', 'JPY', table).value).toBe('12002');
    // 250 GBP → EUR: 250 ÷ 0.86755 = 288.16783... → 288.17; → CHF: 250 × 1.0723 ÷ 0.86755 = 309.0023630...
    expect(convertCurrency(new Decimal(250), 'GBP', 'EUR', table).value).toBe('288.17');
    expect(convertCurrency(new Decimal(250), 'GBP', 'CHF', table).value).toBe('309.00');
    expect(convertCurrency(new Decimal(250), 'GBP', 'CHF', table, 'full').value).toBe('309.0023629762');
  });

  it('rounds half up once, at the end (no binary floating point)', () => {
    const exact: RateTable = { source: 'ecb', date: '2020-01-01', rates: { EUR: '1', USD: '1.005' } };
    // 1 × 1.005 = 1.005 exactly → 1.01 (a binary double would give 1.00).
    expect(convertCurrency(new Decimal(1), 'EUR', 'USD', exact).value).toBe('1.01');
  });

  it('converting there and back gives the amount back (to rounding)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.constantFrom('USD', 'GBP', 'CHF'), (cents, code) => {
        const amount = new Decimal(cents).div(100);
        const there = convertCurrency(amount, 'EUR', code, table, 'full');
        const back = convertCurrency(new Decimal(there.value), code, 'EUR', table, 'full');
        expect(new Decimal(back.value).minus(amount).abs().lte('0.0000001')).toBe(true);
      }),
    );
  });

  it('says which currency has no rate', () => {
    expect(() => convertCurrency(new Decimal(1), 'EUR', 'XYZ', table)).toThrow('no rate for XYZ');
    expect(() => convertCurrency(new Decimal(1), 'constructor', 'USD', table)).toThrow('no rate for constructor');
  });
});

describe('fetchRates (mocked fetch)', () => {
  it('asks the source for the date and reads its answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(ECB_2020_03_02)));
    await expect(fetchRates('ecb', '2020-03-02', { fetch })).resolves.toMatchObject({ date: '2020-03-02' });
    expect(fetch).toHaveBeenCalledWith('https://api.frankfurter.dev/v1/2020-03-02?base=EUR', expect.anything());
  });

  it('falls back to the mirror when the CDN fails', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('jsdelivr') ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : new Response(JSON.stringify({ date: '2024-03-06', eur: { usd: 1.09 } })),
    );
    await expect(fetchRates('currency-api', '', { fetch })).resolves.toMatchObject({ rates: { USD: '1.09' } });
    expect(fetch.mock.calls.map(([u]) => new URL(u).host)).toEqual(['cdn.jsdelivr.net', 'latest.currency-api.pages.dev']);
  });

  it('reports offline at once and HTTP errors with the first host', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchRates('currency-api', '', { fetch: offline, online: false })).rejects.toSatisfy((e) => e instanceof NetworkError && e.kind === 'offline');
    expect(offline).toHaveBeenCalledTimes(1);
    await expect(fetchRates('ecb', '', { fetch: async () => new Response('', { status: 500, statusText: 'Internal Server Error' }) })).rejects.toThrow(
      'api.frankfurter.dev answered 500 Internal Server Error.',
    );
    await expect(fetchRates('ecb', 'yesterday')).rejects.toThrow(ToolInputError);
  });
});

describe('rememberRates and recallRates', () => {
  it('keep the last rates per source and date', () => {
    const storage = new MemoryStorage();
    const table = parseRates('ecb', ECB_2020_03_02);
    expect(recallRates(storage, 'ecb', '')).toBeNull();
    rememberRates(storage, '', table, '2020-03-02T16:30:00.000Z');
    expect(recallRates(storage, 'ecb', '')).toEqual({ ...table, savedAt: '2020-03-02T16:30:00.000Z' });
    expect(recallRates(storage, 'currency-api', '')).toBeNull();
    storage.setItem('currency-converter:rates:ecb:latest', '{"source":"ecb","savedAt":"x","date":"2020-03-02","rates":{"USD":"<script>"}}');
    expect(recallRates(storage, 'ecb', '')).toBeNull();
  });
});

describe('meta', () => {
  it('has examples that are valid states and declares every host', () => {
    expectExamplesMatchState(currencyConverterTool, currencyConverterState);
    const hosts = new Set(RATES_SOURCES.flatMap((s) => [...s.urls(''), ...s.urls('2020-03-02')]).map((u) => new URL(u).hostname));
    expect(new Set(currencyConverterTool.network)).toEqual(hosts);
  });
});
