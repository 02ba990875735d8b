import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `iesLightingGuidelinesState`: the search `query` and the `industry` filter. */
export const iesLightingGuidelinesTool = defineTool({
  path: '/ies-lighting-guidelines',
  name: 'IES lighting guidelines',
  description: 'Look up the recommended illuminance, in lux and foot-candles, for a space or task.',
  keywords: ['ies', 'iesna', 'illuminance', 'lighting', 'guideline', 'light level', 'lux', 'foot-candle', 'footcandle', 'office', 'warehouse', 'classroom'],
  icon: 'IconBuildingLighthouse',
  component: () => import('./IesLightingGuidelinesTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Office', state: { query: 'office' } },
    { label: 'Warehouses', state: { query: 'warehouse' } },
    { label: 'Rooms lit at 500 lx', state: { query: '500 lx' } },
    { label: 'Healthcare', state: { query: '', industry: 'Healthcare' } },
  ],
});
