import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `manyUnitsConverterState`: the conversion as typed (`expression`). */
export const manyUnitsConverterTool = defineTool({
  path: '/many-units-converter',
  name: 'Unit converter',
  description: 'Convert any quantity between units: pick them from the list or type “12 ft in m”.',
  keywords: ['unit', 'units', 'converter', 'conversion', 'measure', 'length', 'area', 'volume', 'mass', 'weight', 'pressure', 'force', 'energy', 'power', 'angle', 'illuminance', 'imperial', 'metric'],
  icon: 'IconArrowsExchange',
  component: () => import('./ManyUnitsConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '12 ft in m', state: { expression: '12 ft in m' } },
    { label: '3.5 kWh to MJ', state: { expression: '3.5 kWh to MJ' } },
    { label: '1 US gallon in litres', state: { expression: '1 US gal in L' } },
    { label: '90° in radians', state: { expression: '90 deg in rad' } },
    { label: '32 psi in bar', state: { expression: '32 psi to bar' } },
    { label: '98.6 °F in °C', state: { expression: '98.6 °F in °C' } },
    { label: '5 ft 3 in in cm', state: { expression: '5 ft 3 in in cm' } },
  ],
});
