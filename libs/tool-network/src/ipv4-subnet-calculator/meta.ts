import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `ipv4SubnetCalculatorState`: the address and mask text `input`. */
export const ipv4SubnetCalculator = defineTool({
  path: '/ipv4-subnet-calculator',
  name: 'IPv4 subnet calculator',
  description:
    'Parse an IPv4 CIDR block or an address and netmask, and get its network address, netmask, wildcard mask, broadcast, host range, size, class and special use.',
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
  ],
});
