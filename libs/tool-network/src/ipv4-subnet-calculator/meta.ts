import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `ipv4SubnetCalculatorState`: the address and mask text
 * `input` (CIDR, address and netmask, range or wildcard) and the option `subnetPrefix`.
 */
export const ipv4SubnetCalculator = defineTool({
  path: '/ipv4-subnet-calculator',
  name: 'IPv4 subnet calculator',
  description:
    'Parse an IPv4 CIDR block, address and netmask, range or wildcard, and get its network address, masks, broadcast, host range, size, class, special use, reverse DNS zone, IPv4-mapped IPv6 address and 6to4 prefix; split it into subnets.',
  keywords: [
    'ipv4',
    'subnet',
    'calculator',
    'cidr',
    'netmask',
    'mask',
    'wildcard',
    'broadcast',
    'network',
    'prefix',
    'ip',
    'private',
    'rfc1918',
    'range',
    'subnetting',
    'split',
    'reverse dns',
    'in-addr.arpa',
    'ptr',
    'ipv4-mapped',
    'ipv6',
    '6to4',
  ],
  icon: 'IconRouter',
  component: () => import('./Ipv4SubnetCalculatorTool.js'),
  createdAt: '2026-11-08',
  npmPackages: ['ip-address'],
  examples: [
    { label: 'Home network /24', state: { input: '192.168.0.1/24' } },
    { label: 'Address and netmask', state: { input: '10.0.0.1 255.255.255.0' } },
    { label: 'Point-to-point /31', state: { input: '198.51.100.0/31' } },
    { label: 'Carrier-grade NAT', state: { input: '100.64.0.0/10' } },
    { label: 'Split a /24 into /27 subnets', state: { input: '204.17.5.0/24', subnetPrefix: 27 } },
    { label: 'Range to CIDR blocks', state: { input: '192.0.2.0-192.0.2.130' } },
    { label: 'Wildcard', state: { input: '10.1.*.*' } },
  ],
});
