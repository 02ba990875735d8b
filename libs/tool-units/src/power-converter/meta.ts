import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `powerConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const powerConverterTool = defineTool({
  path: '/power-converter',
  name: 'Power converter',
  description: 'Convert power between watts, kilowatts, horsepower, BTU per hour and more.',
  keywords: ['power', 'converter', 'watt', 'kilowatt', 'megawatt', 'horsepower', 'hp', 'metric horsepower', 'PS', 'BTU per hour', 'ton of refrigeration', 'units'],
  icon: 'IconPlug',
  component: () => import('./PowerConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '1 horsepower', state: { unit: 'hp', value: '1' } },
    { label: '100 kW', state: { unit: 'kW', value: '100' } },
    { label: '12 000 BTU/h', state: { unit: 'btu-h', value: '12000' } },
  ],
});
