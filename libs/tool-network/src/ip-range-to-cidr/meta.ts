import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `ipRangeToCidrState`: `start`, `end` and the options `ipv6Form`, `separator`. */
export const ipRangeToCidrTool = defineTool({
  path: '/ip-range-to-cidr',
  name: 'IP range to CIDR',
  description: 'Turn a range of IPv4 or IPv6 addresses into the shortest list of CIDR blocks that covers it exactly.',
  keywords: ['ip', 'range', 'cidr', 'ipv4', 'ipv6', 'prefix', 'subnet', 'aggregate', 'blocks', 'start address', 'end address', 'netmask'],
  icon: 'IconArrowsSplit',
  component: () => import('./IpRangeToCidrTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['cidr-tools', 'ip-address'],
  examples: [
    { label: 'IPv4 range', state: { start: '192.168.1.1', end: '192.168.6.255' } },
    { label: 'Exactly one block', state: { start: '172.16.0.0', end: '172.31.255.255' } },
    { label: 'IPv6 range', state: { start: '2001:db8::1', end: '2001:db8::ffff' } },
    { label: 'Comma-separated', state: { start: '10.0.0.5', end: '10.0.1.250', separator: 'comma' } },
  ],
});
