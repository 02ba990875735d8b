import { defineTool } from '@handy-tools/ui/kit';

export const ipCidrToRangeTool = defineTool({
  path: '/ip-cidr-to-range',
  name: 'CIDR to IP range',
  description: 'Turn an IPv4 or IPv6 CIDR block into its first and last address and the number of addresses.',
  keywords: ['ip', 'cidr', 'to', 'range'],
  icon: 'IconTool',
  component: () => import('./IpCidrToRangeTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
