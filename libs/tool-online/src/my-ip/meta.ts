import { defineTool } from '@handy-tools/ui/kit';

export const myIpTool = defineTool({
  path: '/my-ip',
  name: 'My IP address',
  description: 'See your public IPv4 and IPv6 addresses, as a public service sees them.',
  keywords: ['my', 'ip', 'public', 'address', 'ipv4', 'ipv6', 'what is my ip', 'ipify', 'external ip', 'wan'],
  icon: 'IconNetwork',
  component: () => import('./MyIpTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ip-address'],
  network: ['api.ipify.org', 'api6.ipify.org', 'api64.ipify.org'],
  examples: [
    { label: 'IPv4 and IPv6', state: { family: 'both' } },
    { label: 'IPv4 only', state: { family: 'ipv4' } },
    { label: 'IPv6 only', state: { family: 'ipv6' } },
  ],
});
