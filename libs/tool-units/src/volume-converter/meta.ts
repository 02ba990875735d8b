import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `volumeConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const volumeConverterTool = defineTool({
  path: '/volume-converter',
  name: 'Volume converter',
  description: 'Convert volumes between litres, cubic metres, US and imperial gallons, cups, fluid ounces and more.',
  keywords: ['volume', 'capacity', 'converter', 'litre', 'liter', 'cubic metre', 'gallon', 'US gallon', 'imperial gallon', 'cup', 'fluid ounce', 'pint', 'quart', 'teaspoon', 'tablespoon', 'units'],
  icon: 'IconBottle',
  component: () => import('./VolumeConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '1 US gallon', state: { unit: 'us-gal', value: '1' } },
    { label: '1 imperial pint', state: { unit: 'imp-pt', value: '1' } },
    { label: '2 US cups', state: { unit: 'us-cup', value: '2' } },
  ],
});
