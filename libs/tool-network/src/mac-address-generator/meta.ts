import { defineTool } from '@handy-tools/ui/kit';

export const macAddressGeneratorTool = defineTool({
  path: '/mac-address-generator',
  name: 'MAC address generator',
  description: 'Generate random MAC addresses with a vendor prefix, case and separator, unicast or multicast, local or universal.',
  keywords: ['mac', 'address', 'generator'],
  icon: 'IconTool',
  component: () => import('./MacAddressGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
