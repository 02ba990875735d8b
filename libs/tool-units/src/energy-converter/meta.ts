import { defineTool } from '@handy-tools/ui/kit';

export const energyConverterTool = defineTool({
  path: '/energy-converter',
  name: 'Energy converter',
  description: 'Convert energy between joules, calories, watt-hours, kilowatt-hours, electronvolts, BTU and more.',
  keywords: ['energy', 'converter'],
  icon: 'IconTool',
  component: () => import('./EnergyConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
