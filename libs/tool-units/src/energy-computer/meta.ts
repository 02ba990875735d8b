import { defineTool } from '@handy-tools/ui/kit';

export const energyComputerTool = defineTool({
  path: '/energy-computer',
  name: 'Energy cost calculator',
  description: 'Compute a device\'s energy use and its cost from its power, hours per day, days and price per kWh.',
  keywords: ['energy', 'computer'],
  icon: 'IconTool',
  component: () => import('./EnergyComputerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
