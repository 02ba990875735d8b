import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { COUNTRIES } from './country-data.js';
import { buildCountries, flagEmoji, searchCountries } from './iso-3166-searcher.js';
import { iso3166SearcherTool } from './meta.js';
import { iso3166SearcherState } from './state.js';

const codes = (q: string) => searchCountries(q, COUNTRIES).map((c) => c.alpha2);

describe('the country table (ISO 3166-1)', () => {
  it('holds the 249 officially assigned codes, XK and the exceptionally reserved AC and TA', () => {
    // ISO 3166-1 (ISO Online Browsing Platform): 249 officially assigned alpha-2 codes.
    expect(COUNTRIES.filter((c) => c.status === 'official')).toHaveLength(249);
    expect(
      COUNTRIES.filter((c) => c.status === 'exceptionally-reserved')
        .map((c) => c.alpha2)
        .sort(),
    ).toEqual(['AC', 'TA']);
    expect(COUNTRIES.find((c) => c.alpha2 === 'XK')?.status).toBe('user-assigned');
  });

  // Published ISO 3166-1 codes (ISO OBP / UN M49), capitals, ISO 4217 currencies, ITU-T E.164 calling codes.
  it.each([
    ['FR', 'FRA', '250', 'Paris', ['EUR'], ['+33'], ['fr'], '.fr'],
    ['DE', 'DEU', '276', 'Berlin', ['EUR'], ['+49'], ['de'], '.de'],
    ['JP', 'JPN', '392', 'Tokyo', ['JPY'], ['+81'], ['ja'], '.jp'],
    ['GB', 'GBR', '826', 'London', ['GBP'], ['+44'], ['en'], '.uk'],
    ['BR', 'BRA', '076', 'Brasília', ['BRL'], ['+55'], ['pt'], '.br'],
  ])('%s is %s, %s; capital %s', (alpha2, alpha3, numeric, capital, currencies, calling, languages, tld) => {
    const c = COUNTRIES.find((x) => x.alpha2 === alpha2)!;
    expect(c).toMatchObject({ alpha3, numeric, capital, currencies, callingCodes: calling, languages, tld });
  });

  it('draws flags from regional indicator symbols (UTS #51 Annex B)', () => {
    expect(flagEmoji('fr')).toBe('\u{1F1EB}\u{1F1F7}');
    expect(flagEmoji('GB')).toBe('🇬🇧');
    expect(flagEmoji('F')).toBe('');
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), (c) => {
        const points = [...c.flag].map((ch) => ch.codePointAt(0)! - 0x1f1e6 + 65);
        expect(String.fromCharCode(...points)).toBe(c.alpha2);
      }),
    );
  });

  it('joins on alpha-2 and marks codes missing from the code table as exceptionally reserved', () => {
    const built = buildCountries(
      { ZZ: { name: 'Zed', native: 'Zed', phone: [999], continent: 'EU', capital: 'Z', currency: ['XXX'], languages: [] } },
      [['ZY', 'ZYY', '999']],
    );
    expect(built[0]).toMatchObject({ alpha2: 'ZZ', status: 'exceptionally-reserved', callingCodes: ['+999'], tld: '.zz' });
    expect(built[0]?.alpha3).toBeUndefined();
  });
});

describe('searchCountries', () => {
  it('finds by alpha-2, alpha-3, numeric, calling code and ccTLD first', () => {
    expect(codes('de')[0]).toBe('DE');
    expect(codes('DEU')).toEqual(['DE']);
    expect(codes('250')).toEqual(['FR', 'RW']); // numeric 250, and Rwanda's calling code +250
    expect(codes('76')[0]).toBe('BR'); // numeric 076
    expect(codes('+44')).toContain('GB');
    expect(codes('.jp')).toEqual(['JP']);
    expect(codes('+1')).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('returns only the code matches for an exact alpha-3, even when names contain it', () => {
    const extraNames = new Map([['de', 'German Deutsch']]); // "deu" is in "Deutsch"
    expect(searchCountries('DEU', COUNTRIES, { extraNames }).map((c) => c.alpha2)).toEqual(['DE']);
  });

  it('finds by names, accent- and case-insensitively, and by aliases and capitals', () => {
    expect(codes('germany')).toEqual(['DE']);
    expect(codes('Great Britain')).toContain('GB');
    expect(codes('bresil')).toEqual([]); // not a name in the data, unless in the visitor's language
    expect(codes('brasilia')).toEqual(['BR']);
    expect(codes('Deutschland')).toEqual(['DE']); // native name
    expect(codes('united')[0]).toMatch(/^(AE|GB|US|UM)$/);
  });

  it('finds by names in the visitor’s language and by currency and language names', () => {
    const localNames = new Map([['BR', 'Brésil']]);
    expect(searchCountries('bresil', COUNTRIES, { localNames }).map((c) => c.alpha2)).toEqual(['BR']);
    const extraNames = new Map([['EUR', 'Euro']]);
    expect(searchCountries('euro', COUNTRIES, { extraNames }).map((c) => c.alpha2)).toEqual(expect.arrayContaining(['FR', 'DE', 'IT']));
  });

  it('filters by continent', () => {
    const oceania = searchCountries('', COUNTRIES, { continent: 'OC' });
    expect(oceania.map((c) => c.alpha2)).toEqual(expect.arrayContaining(['AU', 'NZ', 'FJ']));
    expect(oceania.every((c) => c.continent === 'OC')).toBe(true);
  });

  it('finds every country by each of its codes and its name (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), (c) => {
        expect(codes(c.alpha2)[0]).toBe(c.alpha2);
        if (c.alpha3) expect(codes(c.alpha3)[0]).toBe(c.alpha2);
        if (c.numeric) expect(codes(c.numeric)).toContain(c.alpha2);
        expect(codes(c.name)).toContain(c.alpha2);
      }),
    );
  });
});

describe('iso 3166 searcher: examples and robustness', () => {
  it('has examples that are valid states, each finding countries', () => {
    expectExamplesMatchState(iso3166SearcherTool, iso3166SearcherState);
    for (const { label, state } of iso3166SearcherTool.examples ?? []) {
      const s = state as { search: string; continent?: string };
      expect(searchCountries(s.search, COUNTRIES, { continent: s.continent }).length, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => searchCountries(s, COUNTRIES));
    fuzzToolFunction((s: string) => flagEmoji(s));
    fuzzToolFunction((s: string) =>
      buildCountries({ [s]: { name: s, native: s, phone: [1], continent: s, capital: s, currency: [s], languages: [s] } }, [[s, s, s]]),
    );
  });
});
