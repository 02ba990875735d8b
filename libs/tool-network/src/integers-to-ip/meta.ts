import { defineTool } from '@handy-tools/ui/kit';

export const integersToIpTool = defineTool({
  path: '/integers-to-ip',
  name: 'Integer to IP address',
  description: 'Convert integers (decimal or hex, up to 128 bits) to IPv4 and IPv6 addresses, and back.',
  keywords: ['integers', 'to', 'ip'],
  icon: 'IconTool',
  component: () => import('./IntegersToIpTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
