import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `pressureConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const pressureConverterTool = defineTool({
  path: '/pressure-converter',
  name: 'Pressure converter',
  description: 'Convert pressures between pascals, bar, atmospheres, psi, mmHg, torr and inches of mercury.',
  keywords: ['pressure', 'converter', 'pascal', 'kilopascal', 'bar', 'millibar', 'atmosphere', 'atm', 'psi', 'mmHg', 'torr', 'inHg', 'kgf/cm2', 'units'],
  icon: 'IconGauge',
  component: () => import('./PressureConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '1 atmosphere', state: { unit: 'atm', value: '1' } },
    { label: '32 psi (tyre)', state: { unit: 'psi', value: '32' } },
    { label: '760 Torr', state: { unit: 'torr', value: '760' } },
  ],
});
