import { defineTool } from '@handy-tools/ui/kit';

export const macAddressConverterTool = defineTool({
  path: '/mac-address-converter',
  name: 'MAC address converter',
  description: 'Write a MAC address with colons, hyphens, Cisco dots or bare; change the case; get its EUI-64 and IPv6 link-local address.',
  keywords: ['mac', 'address', 'converter'],
  icon: 'IconTool',
  component: () => import('./MacAddressConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
