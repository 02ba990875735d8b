import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `cidrInCidrState`: `networks`, `tested` and the options `mode`, `ipv6Form`. */
export const cidrInCidrTool = defineTool({
  path: '/cidr-in-cidr',
  name: 'IP in CIDR checker',
  description:
    'Check whether an address, range or CIDR block (IPv4 or IPv6) lies inside another one or in a list, and which entries match.',
  keywords: [
    'cidr',
    'ip',
    'in',
    'range',
    'contains',
    'inside',
    'subnet',
    'match',
    'ipv4',
    'ipv6',
    'netmask',
    'wildcard',
    'overlap',
    'allowlist',
    'acl',
  ],
  icon: 'IconZoomCheck',
  component: () => import('./CidrInCidrTool.js'),
  createdAt: '2026-11-28',
  redirectFrom: ['/ip-in-range'],
  npmPackages: ['cidr-tools', 'ip-address'],
  examples: [
    { label: 'Address in a /24', state: { networks: '192.168.0.1/24', tested: '192.168.0.77' } },
    { label: 'Block in a list', state: { networks: '10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16', tested: '172.20.1.0/24' } },
    { label: 'Range over two entries', state: { networks: '192.0.2.0/25, 192.0.2.128/25', tested: '192.0.2.100-192.0.2.200' } },
    { label: 'IPv6 in the documentation prefix', state: { networks: '2001:db8::/32', tested: '2001:db8:1234::/48' } },
  ],
});
