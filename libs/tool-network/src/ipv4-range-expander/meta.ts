import { defineTool } from '@handy-tools/ui/kit';

export const ipv4RangeExpanderTool = defineTool({
  path: '/ipv4-range-expander',
  name: 'IPv4 range expander',
  description: 'Give a start and an end address: see how many addresses the range holds and the smallest CIDR block that covers it.',
  keywords: ['ipv4', 'range', 'expander'],
  icon: 'IconTool',
  component: () => import('./Ipv4RangeExpanderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
