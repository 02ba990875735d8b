import { defineTool } from '@handy-tools/ui/kit';

export const pressureConverterTool = defineTool({
  path: '/pressure-converter',
  name: 'Pressure converter',
  description: 'Convert pressures between pascals, bar, atmospheres, psi, mmHg, torr and inches of mercury.',
  keywords: ['pressure', 'converter'],
  icon: 'IconTool',
  component: () => import('./PressureConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
