import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `forceConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const forceConverterTool = defineTool({
  path: '/force-converter',
  name: 'Force converter',
  description: 'Convert forces between newtons, kilonewtons, dynes, pound-force and kilogram-force.',
  keywords: ['force', 'converter', 'newton', 'kilonewton', 'dyne', 'pound-force', 'lbf', 'kilogram-force', 'kgf', 'kilopond', 'kip', 'poundal', 'units'],
  icon: 'IconArrowBigRight',
  component: () => import('./ForceConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '1 pound-force', state: { unit: 'lbf', value: '1' } },
    { label: '1 kilogram-force', state: { unit: 'kgf', value: '1' } },
    { label: '1 kilonewton', state: { unit: 'kN', value: '1' } },
  ],
});
