import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `illuminanceConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const illuminanceConverterTool = defineTool({
  path: '/illuminance-converter',
  name: 'Illuminance converter',
  description: 'Convert illuminance between lux, foot-candles, phots, nox and lumens per square metre or foot.',
  keywords: ['illuminance', 'light', 'converter', 'lux', 'foot-candle', 'footcandle', 'phot', 'nox', 'flame', 'lumen per square metre', 'lumen per square foot', 'units'],
  icon: 'IconBulb',
  component: () => import('./IlluminanceConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '500 lx (office desk)', state: { unit: 'lx', value: '500' } },
    { label: '30 foot-candles', state: { unit: 'fc', value: '30' } },
    { label: '1 phot', state: { unit: 'ph', value: '1' } },
  ],
});
