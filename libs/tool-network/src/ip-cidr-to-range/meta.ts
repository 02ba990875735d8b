import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `ipCidrToRangeState`: `input` (blocks) and the option `ipv6Form`. */
export const ipCidrToRangeTool = defineTool({
  path: '/ip-cidr-to-range',
  name: 'CIDR to IP range',
  description: 'Turn an IPv4 or IPv6 CIDR block into its first and last address and the number of addresses.',
  keywords: [
    'ip',
    'cidr',
    'range',
    'ipv4',
    'ipv6',
    'prefix',
    'netmask',
    'first address',
    'last address',
    'network',
    'subnet',
    'block',
    'count',
  ],
  icon: 'IconArrowsHorizontal',
  component: () => import('./IpCidrToRangeTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['cidr-tools', 'ip-address'],
  examples: [
    { label: 'IPv4 /24', state: { input: '192.168.1.0/24' } },
    { label: 'Address and netmask', state: { input: '1.1.1.1 255.255.252.0' } },
    { label: 'IPv6 documentation prefix', state: { input: '2001:db8::/32' } },
    { label: 'Several blocks', state: { input: '10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16\nfd00::/8' } },
    { label: 'IPv6 expanded', state: { input: '2001:db8:85a3::/48', ipv6Form: 'expanded' } },
  ],
});
