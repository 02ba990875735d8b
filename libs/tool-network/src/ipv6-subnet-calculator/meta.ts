import { defineTool } from '@handy-tools/ui/kit';

export const ipv6SubnetCalculatorTool = defineTool({
  path: '/ipv6-subnet-calculator',
  name: 'IPv6 subnet calculator',
  description: 'Network, first and last address and size of an IPv6 prefix, and its subnets of a chosen length.',
  keywords: ['ipv6', 'subnet', 'calculator'],
  icon: 'IconTool',
  component: () => import('./Ipv6SubnetCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
