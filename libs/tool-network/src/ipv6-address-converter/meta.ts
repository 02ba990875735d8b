import { defineTool } from '@handy-tools/ui/kit';

export const ipv6AddressConverterTool = defineTool({
  path: '/ipv6-address-converter',
  name: 'IPv6 address converter',
  description: 'Compress and expand an IPv6 address, see it as an integer, hex and binary, its ip6.arpa name and its address type.',
  keywords: ['ipv6', 'address', 'converter'],
  icon: 'IconTool',
  component: () => import('./Ipv6AddressConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
