import { defineTool } from '@handy-tools/ui/kit';

export const ipRangeToCidrTool = defineTool({
  path: '/ip-range-to-cidr',
  name: 'IP range to CIDR',
  description: 'Turn a range of IPv4 or IPv6 addresses into the shortest list of CIDR blocks that covers it exactly.',
  keywords: ['ip', 'range', 'to', 'cidr'],
  icon: 'IconTool',
  component: () => import('./IpRangeToCidrTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
