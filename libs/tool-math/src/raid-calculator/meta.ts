import { defineTool } from '@handy-tools/ui/kit';

export const raidCalculatorTool = defineTool({
  path: '/raid-calculator',
  name: 'RAID calculator',
  description: 'Compute the usable capacity, fault tolerance and speed of RAID 0, 1, 5, 6, 10, 50 and 60 arrays.',
  keywords: ['raid', 'calculator'],
  icon: 'IconTool',
  component: () => import('./RaidCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
