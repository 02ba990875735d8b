import { defineTool } from '@handy-tools/ui/kit';

export const ipv4AddressConverterTool = defineTool({
  path: '/ipv4-address-converter',
  name: 'IPv4 address converter',
  description: 'Convert an IPv4 address to decimal, hexadecimal, binary and octal, and to its IPv4-mapped and IPv4-compatible IPv6 forms.',
  keywords: ['ipv4', 'address', 'converter'],
  icon: 'IconTool',
  component: () => import('./Ipv4AddressConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
