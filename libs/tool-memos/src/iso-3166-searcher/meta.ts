import { defineTool } from '@handy-tools/ui/kit';

export const iso3166SearcherTool = defineTool({
  path: '/iso-3166-searcher',
  name: 'ISO 3166 country codes',
  description: 'Search countries by name, alpha-2, alpha-3 or numeric code, with capital, currency, calling code and languages.',
  keywords: ['iso', '3166', 'searcher'],
  icon: 'IconTool',
  component: () => import('./Iso3166SearcherTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
