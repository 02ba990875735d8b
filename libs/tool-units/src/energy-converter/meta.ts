import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `energyConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const energyConverterTool = defineTool({
  path: '/energy-converter',
  name: 'Energy converter',
  description: 'Convert energy between joules, calories, watt-hours, kilowatt-hours, electronvolts, BTU and more.',
  keywords: ['energy', 'work', 'heat', 'converter', 'joule', 'calorie', 'kilocalorie', 'watt-hour', 'kilowatt-hour', 'kWh', 'electronvolt', 'BTU', 'therm', 'erg', 'foot-pound', 'units'],
  icon: 'IconBolt',
  component: () => import('./EnergyConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '1 kWh', state: { unit: 'kWh', value: '1' } },
    { label: '2000 kcal', state: { unit: 'kcal', value: '2000' } },
    { label: '1 BTU', state: { unit: 'btu', value: '1' } },
  ],
});
