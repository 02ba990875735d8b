import { defineTool } from '@handy-tools/ui/kit';

export const hddCalculatorTool = defineTool({
  path: '/hdd-calculator',
  name: 'Disk capacity calculator',
  description: 'See what a disk\'s advertised decimal capacity shows as in an operating system\'s binary units, and back.',
  keywords: ['hdd', 'calculator'],
  icon: 'IconTool',
  component: () => import('./HddCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
