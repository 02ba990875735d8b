import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `massConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const massConverterTool = defineTool({
  path: '/mass-converter',
  name: 'Mass converter',
  description: 'Convert masses between kilograms, grams, pounds, ounces, stones, tons and more.',
  keywords: ['mass', 'weight', 'converter', 'kilogram', 'gram', 'pound', 'ounce', 'stone', 'ton', 'tonne', 'troy ounce', 'carat', 'units'],
  icon: 'IconWeight',
  component: () => import('./MassConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '1 pound', state: { unit: 'lb', value: '1' } },
    { label: '11 stone', state: { unit: 'st', value: '11' } },
    { label: '1 troy ounce', state: { unit: 'ozt', value: '1' } },
  ],
});
