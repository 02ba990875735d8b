import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `areaConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const areaConverterTool = defineTool({
  path: '/area-converter',
  name: 'Area converter',
  description: 'Convert areas between square metres, hectares, acres, square feet and more: type in any field, the others follow.',
  keywords: ['area', 'surface', 'converter', 'square metre', 'square meter', 'hectare', 'acre', 'square foot', 'square feet', 'square mile', 'are', 'units'],
  icon: 'IconDimensions',
  component: () => import('./AreaConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '1 acre', state: { unit: 'ac', value: '1' } },
    { label: '1 hectare', state: { unit: 'ha', value: '1' } },
    { label: '1000 sq ft', state: { unit: 'ft2', value: '1000' } },
  ],
});
