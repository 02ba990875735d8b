import { defineTool } from '@handy-tools/ui/kit';

export const etaCalculatorTool = defineTool({
  path: '/eta-calculator',
  name: 'ETA calculator',
  description: 'Estimate when a job ends from the units done and the time it took.',
  keywords: ['eta', 'calculator'],
  icon: 'IconTool',
  component: () => import('./EtaCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
