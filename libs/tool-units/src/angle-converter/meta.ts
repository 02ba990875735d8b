import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `angleConverterState`: the edited `unit` (a unit id) and its text `value`. */
export const angleConverterTool = defineTool({
  path: '/angle-converter',
  name: 'Angle converter',
  description: 'Convert angles between degrees, radians, gradians, arcminutes, arcseconds and turns.',
  keywords: ['angle', 'converter', 'degree', 'radian', 'gradian', 'gon', 'grad', 'arcminute', 'arcsecond', 'turn', 'revolution', 'mil', 'milliradian', 'units'],
  icon: 'IconAngle',
  component: () => import('./AngleConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: '90° (right angle)', state: { unit: 'deg', value: '90' } },
    { label: '1 radian', state: { unit: 'rad', value: '1' } },
    { label: '¼ turn', state: { unit: 'turn', value: '0.25' } },
  ],
});
