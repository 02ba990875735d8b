import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `lengthConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const lengthConverterTool = defineTool({
  path: '/length-converter',
  name: 'Length converter',
  description: 'Convert lengths between metres, kilometres, inches, feet, yards, miles, nautical miles and more: type in any field, the others follow.',
  keywords: ['length', 'distance', 'converter', 'metre', 'meter', 'kilometre', 'inch', 'foot', 'feet', 'yard', 'mile', 'nautical mile', 'light-year', 'parsec', 'astronomical unit', 'units'],
  icon: 'IconRuler',
  component: () => import('./LengthConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '12 in = 1 ft', state: { unit: 'in', value: '12' } },
    { label: '1 mile', state: { unit: 'mi', value: '1' } },
    { label: '1 nautical mile', state: { unit: 'nmi', value: '1' } },
    { label: '1 light-year', state: { unit: 'ly', value: '1' } },
  ],
});
