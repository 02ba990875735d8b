import { defineTool } from '@handy-tools/ui/kit';

export const cidrInCidrTool = defineTool({
  path: '/cidr-in-cidr',
  name: 'IP in CIDR checker',
  description: 'Check whether an address, range or CIDR block (IPv4 or IPv6) lies inside another one or in a list, and which entries match.',
  keywords: ['cidr', 'in', 'cidr'],
  icon: 'IconTool',
  component: () => import('./CidrInCidrTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
