import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `ipv6SubnetCalculatorState`: `input` and the option `subnetPrefix`. */
export const ipv6SubnetCalculatorTool = defineTool({
  path: '/ipv6-subnet-calculator',
  name: 'IPv6 subnet calculator',
  description: 'Network, first and last address and size of an IPv6 prefix, and its subnets of a chosen length.',
  keywords: [
    'ipv6',
    'subnet',
    'calculator',
    'prefix',
    'cidr',
    'network',
    '/64',
    '/48',
    'mask',
    'ip6.arpa',
    'reverse dns',
    'ptr',
    'split',
    'subnetting',
    '6to4',
    'teredo',
  ],
  icon: 'IconBinaryTree',
  component: () => import('./Ipv6SubnetCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ip-address'],
  examples: [
    { label: 'A /48 site split into /64s', state: { input: '2001:db8:85a3::8a2e:370:7334/48', subnetPrefix: 64 } },
    { label: 'Documentation prefix /32', state: { input: '2001:db8::/32', subnetPrefix: 48 } },
    { label: 'Link-local /64', state: { input: 'fe80::1ff:fe23:4567:890a/64', subnetPrefix: 64 } },
    { label: 'Unique local /48', state: { input: 'fd12:3456:789a::/48', subnetPrefix: 56 } },
    { label: 'Teredo address', state: { input: '2001:0:4136:e378:8000:63bf:3fff:fdd2', subnetPrefix: 128 } },
  ],
});
