import { useLingui } from '@lingui/react/macro';
import { Select, Stack, Table, TextInput, ValueTable, useToolState, type TableColumn, type ValueRow } from '@handy-tools/ui';
import { useMemo } from 'react';
import { Pager, usePagedRows } from '../shared/reference/Pager.js';
import styles from '../shared/reference/reference.module.css';
import { CONTINENTS, COUNTRIES, COUNTRY_DATA_VERSION, CURRENCY_NAMES, LANGUAGES } from './country-data.js';
import { searchCountries, type Country } from './iso-3166-searcher.js';
import { iso3166SearcherState } from './state.js';

const PAGE_SIZE = 25;

/** Names in `locale` from Intl.DisplayNames, or undefined where the runtime has none. */
function displayNames(locale: string, type: 'region' | 'language' | 'currency'): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type, fallback: 'none' });
  } catch {
    return undefined;
  }
}

/** ISO 3166 country codes: the UI. */
export default function Iso3166SearcherTool() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  const [{ search, continent }, update] = useToolState(iso3166SearcherState);

  const names = useMemo(() => {
    const region = displayNames(locale, 'region');
    const language = displayNames(locale, 'language');
    const currency = displayNames(locale, 'currency');
    const local = new Map<string, string>();
    for (const c of COUNTRIES) {
      const n = region?.of(c.alpha2);
      if (n && n !== c.alpha2) local.set(c.alpha2, n);
    }
    const extra = new Map<string, string>();
    for (const [code, name] of Object.entries(CURRENCY_NAMES)) extra.set(code, `${name} ${currency?.of(code) ?? ''}`);
    for (const [code, l] of Object.entries(LANGUAGES)) extra.set(code, `${l.name} ${l.native} ${language?.of(code) ?? ''}`);
    return {
      local,
      extra,
      language: (code: string) => language?.of(code) ?? LANGUAGES[code]?.name ?? code,
      currency: (code: string) => currency?.of(code) ?? CURRENCY_NAMES[code] ?? code,
    };
  }, [locale]);

  const query = search.trim();
  const found = useMemo(
    () => searchCountries(query, COUNTRIES, { continent, localNames: names.local, extraNames: names.extra }),
    [query, continent, names],
  );
  const key = `${query}|${continent}`;
  const { page: current, pager } = usePagedRows(found, key, PAGE_SIZE);
  const best = query !== '' ? found[0] : undefined;

  const localName = (c: Country) => names.local.get(c.alpha2) ?? c.name;
  const continentNames: Record<string, string> = {
    AF: t`Africa`,
    AN: t`Antarctica`,
    AS: t`Asia`,
    EU: t`Europe`,
    NA: t`North America`,
    OC: t`Oceania`,
    SA: t`South America`,
  };
  const statusNames = {
    official: t`officially assigned`,
    'exceptionally-reserved': t`exceptionally reserved`,
    'user-assigned': t`user-assigned (not in ISO 3166-1)`,
  };

  const columns: TableColumn<Country>[] = [
    { key: 'flag', header: t`Flag`, render: (c) => <span aria-hidden="true">{c.flag}</span> },
    { key: 'alpha2', header: t`Alpha-2`, className: styles.mono },
    { key: 'alpha3', header: t`Alpha-3`, className: styles.mono },
    { key: 'numeric', header: t`Numeric`, className: styles.mono },
    { key: 'name', header: t`Name`, render: (c) => localName(c) },
    { key: 'capital', header: t`Capital` },
    { key: 'calling', header: t`Calling code`, render: (c) => c.callingCodes.join(', ') },
    { key: 'currency', header: t`Currency`, render: (c) => c.currencies.join(', ') },
  ];

  const details = (c: Country): ValueRow[] => [
    { key: 'name', label: t`Name`, value: localName(c) },
    { key: 'en', label: t`English name`, value: c.name },
    { key: 'native', label: t`Native name`, value: c.native },
    { key: 'alpha2', label: t`Alpha-2`, value: c.alpha2, hint: statusNames[c.status] },
    { key: 'alpha3', label: t`Alpha-3`, value: c.alpha3 ?? null },
    { key: 'numeric', label: t`Numeric`, value: c.numeric ?? null },
    { key: 'capital', label: t`Capital`, value: c.capital || null },
    { key: 'continent', label: t`Continent`, value: continentNames[c.continent] ?? CONTINENTS[c.continent] ?? c.continent },
    { key: 'calling', label: t`Calling code`, value: c.callingCodes.join(', ') || null },
    { key: 'currency', label: t`Currency`, value: c.currencies.map((x) => `${x} (${names.currency(x)})`).join(', ') || null },
    { key: 'languages', label: t`Languages (ISO 639-1)`, value: c.languages.map((x) => `${x} (${names.language(x)})`).join(', ') || null },
    { key: 'tld', label: t`Top-level domain`, value: c.tld ?? null },
    { key: 'flag', label: t`Flag emoji`, value: c.flag },
  ];

  return (
    <Stack>
      <TextInput
        label={t`Search countries`}
        type="search"
        value={search}
        onChange={(search) => update({ search })}
        placeholder={t`Name, code or capital: Germany, FR, GBR, 250, +81, .jp, euro`}
      />
      <Select
        label={t`Continent`}
        value={continent}
        onChange={(continent) => update({ continent })}
        options={[
          { value: 'all', label: t`All continents` },
          ...(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const).map((value) => ({ value, label: continentNames[value]! })),
        ]}
      />
      <p role="status" className={found.length === 0 ? styles.noResult : 'ht-visually-hidden'}>
        {found.length === 0 ? t`No country matches “${query}”.` : t`${found.length} countries found.`}
      </p>
      {best && <ValueTable caption={`${best.flag} ${localName(best)}`} rows={details(best)} />}
      {found.length > 0 && (
        <Table caption={t`Countries`} columns={columns} rows={current.rows} getRowKey={(c) => c.alpha2} rowHeader="alpha2" dense />
      )}
      <Pager label={t`Country pages`} {...pager} />
      <p className={styles.source}>
        {t`Data: countries-list ${COUNTRY_DATA_VERSION.countriesList} and i18n-iso-countries ${COUNTRY_DATA_VERSION.i18nIsoCountries} (ISO 3166-1, ISO 4217, ISO 639-1); names in your language from your browser.`}
      </p>
    </Stack>
  );
}
