import { defineTool } from '@handy-tools/ui/kit';

export const myIpTool = defineTool({
  path: '/my-ip',
  name: 'My IP address',
  description: 'See your public IPv4 and IPv6 addresses, as a public service sees them.',
  keywords: ['my', 'ip'],
  icon: 'IconTool',
  component: () => import('./MyIpTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
