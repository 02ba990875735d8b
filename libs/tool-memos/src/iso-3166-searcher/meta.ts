import { defineTool } from '@handy-tools/ui/kit';

export const iso3166SearcherTool = defineTool({
  path: '/iso-3166-searcher',
  name: 'ISO 3166 country codes',
  description: 'Search countries by name, alpha-2, alpha-3 or numeric code, with capital, currency, calling code and languages.',
  keywords: [
    'iso',
    '3166',
    'country',
    'country code',
    'alpha-2',
    'alpha-3',
    'numeric',
    'flag',
    'calling code',
    'currency',
    'tld',
    'iso 639',
  ],
  icon: 'IconWorldSearch',
  component: () => import('./Iso3166SearcherTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['countries-list', 'i18n-iso-countries'],
  examples: [
    { label: 'Alpha-3 code', state: { search: 'DEU' } },
    { label: 'Numeric code', state: { search: '250' } },
    { label: 'Calling code +44', state: { search: '+44' } },
    { label: 'Oceania', state: { search: '', continent: 'OC' } },
  ],
});
